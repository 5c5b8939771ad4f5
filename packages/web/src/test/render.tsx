import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router";
import { removeToken } from "../api/token";
import { AppProviders } from "../app/AppProviders";
import { createApp } from "../app/createApp";
import { createQueryClient } from "../app/queryClient";
import { createRoutes } from "../app/routes";
import { installThemeVariables } from "../app/theme";
import { createNotifier } from "../components/notifications";
import { meKey } from "../features/auth/hooks";

/** The app's real QueryClient and notifier, without retries so failures show at once. */
export function createTestClients() {
  const notifier = createNotifier();
  const queryClient = createQueryClient({
    notifier,
    onUnauthorized: () => {
      removeToken();
      queryClient.setQueryData(meKey, null);
    },
  });
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  return { notifier, queryClient };
}

interface RenderOptions {
  path?: string;
  /** Puts data in the cache before the first render, e.g. the owner's settings. */
  seed?: (queryClient: QueryClient) => void;
}

/** Renders one component with every provider and a router (for links) around it. */
export function renderWithProviders(ui: ReactNode, { path = "/", seed }: RenderOptions = {}) {
  installThemeVariables();
  const clients = createTestClients();
  seed?.(clients.queryClient);
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders {...clients}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, ...clients, router };
}

/** Renders the whole app (real routes, guard, layout and 401 handling) at `path`. */
export function renderApp(path: string) {
  installThemeVariables();
  const { notifier, queryClient, router } = createApp((routes) =>
    createMemoryRouter(routes, { initialEntries: [path] }),
  );
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const result = render(
    <AppProviders queryClient={queryClient} notifier={notifier}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, notifier, queryClient, router };
}

/**
 * Imports the lazy page code of each path (its matched routes' `lazy`), for a file's beforeAll: the
 * first test of a file would otherwise spend its 5 s UI waits having that code compiled, which on
 * a busy machine took longer. The router's own import then finds it loaded.
 */
export async function preloadRoute(...paths: string[]): Promise<void> {
  const routes = createRoutes(createTestClients().queryClient);
  const matches = paths.flatMap((path) => matchRoutes(routes, path) ?? []);
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === "function" ? route.lazy() : undefined)));
}
