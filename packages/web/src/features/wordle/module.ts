import { mdiAlphaWBoxOutline } from "@mdi/js";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { WORDLE_HOME_PATH } from "./paths";

/** Issue 11: the Wordle helper's menu entry and screen (spec §2 WordleHome). */
export const wordleModule: AppModule = {
  key: "wordle",
  label: "Wordle",
  path: WORDLE_HOME_PATH,
  icon: mdiAlphaWBoxOutline,
  routes: [
    {
      path: "wordle",
      lazy: async () => ({ Component: (await import("./WordleHome")).WordleHome }),
      handle: { title: "Wordle", heading: true } satisfies RouteHandle,
    },
  ],
};
