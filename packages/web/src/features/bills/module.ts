import { mdiCashClock } from "@mdi/js";
import { lazy } from "react";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { BILLS_HOME_PATH, billsHeading, listsInactive } from "./paths";

const handle = (value: RouteHandle) => value;

/** Issue 5: the Recurring Bills menu entry, its three screens (spec §2 Bills) and the Home widget. */
export const billsModule: AppModule = {
  key: "bills",
  label: "Recurring Bills",
  path: BILLS_HOME_PATH,
  icon: mdiCashClock,
  routes: [
    {
      path: "bills",
      // The footer comes with the lazy chunk so no bills code rides in the first load.
      lazy: async () => ({ handle: handle({ footer: (await import("./BillsFooter")).BillsFooter }) }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import("./BillsHome")).BillsHome }),
          handle: handle({ title: "Recurring Bills", heading: (params) => billsHeading(listsInactive(params)) }),
        },
        {
          path: "bill/:billId",
          lazy: async () => ({ Component: (await import("./BillEdit")).BillEdit }),
          handle: handle({ title: "Edit Bill" }),
        },
        {
          path: "create",
          lazy: async () => ({ Component: (await import("./BillCreate")).BillCreate }),
          handle: handle({ title: "Create Bill" }),
        },
      ],
    },
  ],
  // Lazy, so Home's first load does not carry the bills code until the widget renders.
  // Heading and six bills (BILLS_WIDGET.max), two lines each.
  homeWidget: { Component: lazy(() => import("./BillsWidget")), minHeight: 400 },
};
