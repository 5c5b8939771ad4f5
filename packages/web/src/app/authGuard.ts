import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunction, replace } from "react-router";
import { meQueryOptions } from "../features/auth/hooks";
import { loginPath, safeReturnTo } from "../features/auth/returnTo";

/**
 * Access guard (spec §2) for the protected layout route: with no user known, fetch the
 * current user; still nobody → the login page, remembering the full path to come back to.
 * Redirects replace the history entry so Back does not bounce through the guard again.
 */
export function requireUser(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const user = await queryClient.ensureQueryData(meQueryOptions());
    if (!user) throw replace(loginPath(requestedPath(request)));
    return null;
  };
}

/**
 * Path, query and hash being opened. React Router strips the hash from loader requests, so
 * it is taken from the address bar when that shows the same page (a deep link being opened).
 */
function requestedPath(request: Request): string {
  const { pathname, search } = new URL(request.url);
  const path = pathname + search;
  const { location } = window;
  return location.pathname + location.search === path ? path + location.hash : path;
}

/** The login page fetches the current user on opening; someone already signed in goes on. */
export function redirectIfSignedIn(queryClient: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const user = await queryClient.ensureQueryData(meQueryOptions());
    if (user) throw replace(safeReturnTo(new URL(request.url).searchParams.get("returnTo")));
    return null;
  };
}
