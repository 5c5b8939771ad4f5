// The sign-in token lives in localStorage under "token" (spec §3). Storage can throw (private
// mode, disabled storage); the app then behaves as signed out instead of crashing.
const TOKEN_KEY = "token";
/**
 * The signed-in owner's username, kept beside the token so that Home's greeting paints with the
 * page itself, before the app's code has arrived (index.html's shell; issue 28). It is no more
 * than the token already gives whoever holds this browser, and it goes when the token goes.
 */
const USERNAME_KEY = "username";

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until reload; nothing better is possible.
  }
}

export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USERNAME_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** The username last seen for the stored token, if any. */
export function getRememberedUsername(): string | null {
  try {
    return getToken() === null ? null : localStorage.getItem(USERNAME_KEY);
  } catch {
    return null;
  }
}

export function rememberUsername(username: string): void {
  try {
    localStorage.setItem(USERNAME_KEY, username);
  } catch {
    // The greeting then waits for the app, as it did before.
  }
}
