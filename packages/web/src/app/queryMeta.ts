// What queries and mutations may say about themselves to the cache-level error handler.
export type AppMeta = {
  /** What failed, in the owner's words, e.g. "Could not save settings". */
  errorMessage?: string;
  /** The screen shows this call's error itself (e.g. under the login form): no snackbar. */
  showsErrorInline?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}
