// Kept apart from the components so the module registry (loaded with the app shell) can name
// the Pack paths without pulling any pack code into the first load. Spec §2 routes.
export const PACK_HOME_PATH = "/pack";
export const PACK_ITEMS_PATH = "/pack/items/";

export const tripPagePath = (tripId: number) => `/pack/trip/${tripId}`;
