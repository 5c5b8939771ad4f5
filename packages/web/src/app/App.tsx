import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { createApp } from "./createApp";

const { notifier, queryClient, router } = createApp((routes) => createBrowserRouter(routes));

export function App() {
  return (
    <AppProviders queryClient={queryClient} notifier={notifier}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
