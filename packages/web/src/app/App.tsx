import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { createApp } from "./createApp";

type BrowserApp = ReturnType<typeof createBrowserApp>;

/** The browser's app: its notifier, QueryClient and router (made once, by main.tsx). */
export function createBrowserApp() {
  return createApp((routes) => createBrowserRouter(routes));
}

export function App({ app: { notifier, queryClient, router } }: { app: BrowserApp }) {
  return (
    <AppProviders queryClient={queryClient} notifier={notifier}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
