import { mdiBagSuitcase } from "@mdi/js";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { PACK_HOME_PATH } from "./paths";

const handle = (value: RouteHandle) => value;

/** Issue 10: the Pack module's menu entry (Upcoming Trips) and its three screens (spec §2). */
export const packModule: AppModule = {
  key: "pack",
  label: "Upcoming Trips",
  path: PACK_HOME_PATH,
  icon: mdiBagSuitcase,
  routes: [
    {
      path: "pack",
      // The footer comes with the lazy chunk so no pack code rides in the first load.
      lazy: async () => ({ handle: handle({ footer: (await import("./PackFooter")).PackFooter }) }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import("./PackTrips")).PackTrips }),
          handle: handle({ title: "Upcoming Trips" }),
        },
        {
          path: "trip/:tripId",
          lazy: async () => ({ Component: (await import("./PackTrip")).PackTrip }),
          handle: handle({ title: "Trip" }),
        },
        {
          path: "items",
          lazy: async () => ({ Component: (await import("./PackItems")).PackItems }),
          handle: handle({ title: "Packing Items" }),
        },
      ],
    },
  ],
};
