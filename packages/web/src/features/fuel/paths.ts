// Kept apart from the components so the module registry (loaded with the app shell) can name
// the Fuel paths without pulling any fuel code into the first load. Spec §2 routes.
export const FUEL_HOME_PATH = "/fuel/";
export const SELECT_VEHICLE_PATH = "/fuel/vehicles/select/";

const vehicleBase = (slug: string) => `/fuel/vehicles/vehicle/${encodeURIComponent(slug)}/`;

export const fuelPaths = {
  vehicle: vehicleBase,
  addEntry: (slug: string) => `${vehicleBase(slug)}entries/add/`,
  editEntry: (slug: string, entryId: number) => `${vehicleBase(slug)}entries/${entryId}/edit/`,
};
