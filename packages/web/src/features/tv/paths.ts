// Kept apart from the components so the module registry (loaded with the app shell) can name
// the TV paths without pulling any TV code into the first load. Spec §2 routes.
export const TV_HOME_PATH = "/tv/";
export const TV_UPCOMING_PATH = "/tv/upcoming/";
export const TV_COMPLETED_PATH = "/tv/completed/";
export const TV_HIDDEN_PATH = "/tv/hidden/";
export const TV_SEARCH_PATH = "/tv/search/";

export const tvShowPath = (id: number) => `/tv/show/${id}`;

/** Our show page for a search result's tracked_url (…/tv/api/show/{id}/), or null. */
export function showPathFromUrl(url: string | null): string | null {
  const id = url?.match(/\/tv\/api\/show\/(\d+)\/?$/)?.[1];
  return id ? tvShowPath(Number(id)) : null;
}
