// Kept apart from the components so the module registry (loaded with the app shell) can name
// the Bills paths without pulling any bills code into the first load. Spec §2 routes.
export const BILLS_HOME_PATH = "/bills/";
export const BILLS_CREATE_PATH = "/bills/create/";
/** Bills2Home with the inactive bills listed instead, to reactivate one. */
export const BILLS_INACTIVE_PATH = "/bills/?inactive=1";

/** Bills2Home's heading: the route's loading placeholder shows it too (app/RouteLoading.tsx). */
export const billsHeading = (inactive: boolean) => (inactive ? "Inactive Bills" : "Recurring Bills");
/** Whether Bills2Home's address asks for the inactive bills. */
export const listsInactive = (params: URLSearchParams) => params.get("inactive") === "1";

export const billEditPath = (id: number) => `/bills/bill/${id}/`;
