/**
 * The service worker's cache of GET answers (pwa.config.ts names it too). Emptied at sign-out,
 * so whoever signs in next on the phone never sees the last owner's data offline.
 */
export const API_CACHE = "homebase-api";

export async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(API_CACHE);
}
