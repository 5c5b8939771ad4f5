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
      // Its tabs' row is kept while their code loads, so the page does not move down (issue 28).
      handle: handle({ tabsRow: true }),
      children: [
        {
          // The tabs come with the lazy chunk so no pack code rides in the first load.
          lazy: async () => ({ handle: handle({ tabs: (await import("./PackTabs")).PackTabs }) }),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import("./PackTrips")).PackTrips }),
              handle: handle({ title: "Upcoming Trips", heading: true }),
            },
            {
              path: "trip/:tripId",
              // A trip's footer holds its Show/Hide Packed toggle.
              lazy: async () => ({
                Component: (await import("./PackTrip")).PackTrip,
                handle: handle({ title: "Trip", footer: (await import("./PackFooter")).PackFooter }),
              }),
            },
            {
              path: "items",
              lazy: async () => ({ Component: (await import("./PackItems")).PackItems }),
              handle: handle({ title: "Packing Items" }),
            },
          ],
        },
      ],
    },
  ],
};
