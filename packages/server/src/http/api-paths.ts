// API paths follow spec §7 and are spread over module prefixes (bible/api/, money/api/, /ws/…);
// everything else is a page of the single-page app.
const API_PATH = /^\/(?:auth|api|ws|healthz|media)(?:\/|$)|^\/[^/]+\/api(?:\/|$)/;

export function isApiPath(urlPath: string): boolean {
  return API_PATH.test(urlPath);
}
