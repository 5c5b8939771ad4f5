// What this browser alone keeps (issue 11's puzzles; Home's widget heights): nothing worth a
// server round trip. Storage can throw (private mode, quota), and a stored value may come from
// an older version of the app, so reads are parsed defensively and fall back.

/** The stored value under `key`, or `fallback` when absent, unreadable or not what `parse` accepts. */
export function readStored<T>(key: string, parse: (value: unknown) => T | undefined, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return fallback;
    return parse(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Saves `value` under `key`; a full or disabled storage only loses persistence, never the state. */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the state goes on in memory.
  }
}
