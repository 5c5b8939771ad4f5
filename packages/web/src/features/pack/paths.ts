// Kept apart from the components so the module registry (loaded with the app shell) can name
// the Pack paths without pulling any pack code into the first load. Spec §2 routes.
export const PACK_HOME_PATH = "/pack";
export const PACK_ITEMS_PATH = "/pack/items/";

export const PACK_TRIP_PATH_PREFIX = "/pack/trip/";
export const tripPagePath = (tripId: number) => `${PACK_TRIP_PATH_PREFIX}${tripId}`;
