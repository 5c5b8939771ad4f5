export const LOGIN_PATH = "/login/";

export function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname === LOGIN_PATH.slice(0, -1);
}

/** The login URL that brings the owner back to `path` (path + query + hash) afterwards. */
export function loginPath(path: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(path)}`;
}

/**
 * Where to go after signing in. Only paths inside this app are followed: "//host" and "/\host"
 * would leave the site, so they (and anything not starting with "/") fall back to home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith("/")) return "/";
  if (value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}
