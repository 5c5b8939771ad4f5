// The sign-in token lives in localStorage under "token" (spec §3). Storage can throw (private
// mode, disabled storage); the app then behaves as signed out instead of crashing: without
// storage a session lasts until reload, and nothing stored is nothing to remove.
const TOKEN_KEY = "token";
/**
 * The signed-in owner's username, kept beside the token so that Home's greeting paints with the
 * page itself, before the app's code has arrived (index.html's shell; issue 28). It is no more
 * than the token already gives whoever holds this browser, and it goes when the token goes.
 */
const USERNAME_KEY = "username";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See the top of this file.
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function setToken(token: string): void {
  write(TOKEN_KEY, token);
}

export function removeToken(): void {
  write(TOKEN_KEY, null);
  write(USERNAME_KEY, null);
}

/** The username last seen for the stored token, if any. */
export function getRememberedUsername(): string | null {
  return getToken() === null ? null : read(USERNAME_KEY);
}

export function rememberUsername(username: string): void {
  write(USERNAME_KEY, username);
}
