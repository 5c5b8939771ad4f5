import { mdiGasStation } from "@mdi/js";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { FUEL_HOME_PATH } from "./paths";

const handle = (value: RouteHandle) => value;
const VEHICLE = "vehicles/vehicle/:vehicleSlug";

/** Issue 12: the Fuel module's menu entry and its five screens (spec §2). */
export const fuelModule: AppModule = {
  key: "fuel",
  label: "Fuel Entries",
  path: FUEL_HOME_PATH,
  icon: mdiGasStation,
  routes: [
    {
      path: "fuel",
      // The footer comes with the lazy chunk so no fuel code rides in the first load; a
      // route without a component renders its child pages.
      lazy: async () => ({ handle: handle({ footer: (await import("./FuelFooter")).FuelFooter }) }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import("./FuelHome")).FuelHome }),
          handle: handle({ title: "Fuel Logs", heading: true }),
        },
        {
          path: "vehicles/select",
          lazy: async () => ({ Component: (await import("./SelectVehiclePage")).SelectVehiclePage }),
          handle: handle({ title: "Select Vehicle" }),
        },
        {
          path: VEHICLE,
          lazy: async () => ({ Component: (await import("./VehiclePage")).VehiclePage }),
          handle: handle({ title: "Fuel Logs" }),
        },
        {
          path: `${VEHICLE}/entries/add`,
          lazy: async () => ({ Component: (await import("./EntryFormPage")).AddEntryPage }),
          handle: handle({ title: "Add Fill-up" }),
        },
        {
          path: `${VEHICLE}/entries/:entryId/edit`,
          lazy: async () => ({ Component: (await import("./EntryFormPage")).EditEntryPage }),
          handle: handle({ title: "Edit Fill-up" }),
        },
      ],
    },
  ],
};
