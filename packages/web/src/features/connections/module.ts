import { mdiViewGridOutline } from "@mdi/js";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { CONNECTIONS_PATH } from "../wordle/paths";

/** Issue 11: the Connections helper's menu entry and board (spec §2 WordleConnections). */
export const connectionsModule: AppModule = {
  key: "connections",
  label: "Connections",
  path: CONNECTIONS_PATH,
  icon: mdiViewGridOutline,
  routes: [
    {
      path: "wordle/connections",
      lazy: async () => ({ Component: (await import("./ConnectionsHome")).ConnectionsHome }),
      handle: { title: "Connections", heading: true } satisfies RouteHandle,
    },
  ],
};
