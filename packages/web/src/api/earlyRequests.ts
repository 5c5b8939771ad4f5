import type {} from "../early";

/**
 * Issue 28: an answer src/early.ts asked for while the app's code downloaded, taken once by the
 * first GET of the same path with the same token; later calls go to the server as usual.
 */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = window.homebaseEarlyRequests;
  if (!early || early.token !== token) return undefined;
  const response = early.responses.get(path);
  if (response) early.responses.delete(path);
  else early.askedByApp.add(path);
  return response;
}
