import { mdiCupWater } from "@mdi/js";
import { lazy } from "react";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { WATER_HOME_PATH } from "./paths";

/** Issue 9: the Water module's menu entry, page, home widget and settings section. */
export const waterModule: AppModule = {
  key: "water",
  label: "Water",
  path: WATER_HOME_PATH,
  icon: mdiCupWater,
  routes: [
    {
      path: "tracker/water",
      lazy: async () => ({ Component: (await import("./WaterHome")).WaterHome }),
      handle: { title: "Water Tracker", heading: true } satisfies RouteHandle,
    },
  ],
  // Lazy, so Home's first load does not carry the water code until the widget renders.
  // Heading, the day's bar and figure, the three quick-add buttons.
  homeWidget: { Component: lazy(() => import("./WaterCard")), minHeight: 192 },
  settingsSection: {
    title: "Water",
    Component: lazy(async () => ({ default: (await import("./WaterUnitSetting")).WaterUnitSetting })),
  },
};
