import type { createBrowserRouter, RouteObject } from "react-router";
import { removeToken } from "../api/token";
import { createNotifier } from "../components/notifications";
import { meKey } from "../features/auth/hooks";
import { isLoginPath, loginPath } from "../features/auth/returnTo";
import { createQueryClient } from "./queryClient";
import { createRoutes } from "./routes";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Wires the notifier, the QueryClient and the router together; the browser gets a browser
 * router, tests a memory router, and both get the same behaviour.
 */
export function createApp(createRouter: (routes: RouteObject[]) => AppRouter) {
  const notifier = createNotifier();
  let router: AppRouter | undefined;

  // Any call answered 401 means the session ended (revoked, or logged out in another tab):
  // forget the token and the user, then ask to sign in again, coming back here afterwards.
  const queryClient = createQueryClient({
    notifier,
    onUnauthorized: () => {
      removeToken();
      queryClient.setQueryData(meKey, null);
      if (!router) return;
      const { pathname, search, hash } = router.state.location;
      if (!isLoginPath(pathname)) void router.navigate(loginPath(pathname + search + hash), { replace: true });
    },
  });

  router = createRouter(createRoutes(queryClient));
  return { notifier, queryClient, router };
}
