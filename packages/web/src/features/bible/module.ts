import { mdiBookOpenPageVariant } from "@mdi/js";
import { lazy } from "react";
import { redirect } from "react-router";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { BIBLE_READING_PATH } from "./paths";

const handle = (value: RouteHandle) => value;

/** Issue 8: the Reading Plan menu entry, the reading page, the plans page and a settings section. */
export const bibleModule: AppModule = {
  key: "bible",
  label: "Reading Plan",
  path: BIBLE_READING_PATH,
  icon: mdiBookOpenPageVariant,
  routes: [
    {
      path: "bible",
      children: [
        // Nothing lives at /bible/ itself: the reading page is the module's home.
        { index: true, loader: () => redirect(BIBLE_READING_PATH) },
        {
          path: "schedule",
          lazy: async () => ({ Component: (await import("./BibleReading")).BibleReading }),
          handle: handle({ title: "Reading Plan" }),
        },
        {
          path: "plans",
          lazy: async () => ({ Component: (await import("./PlansPage")).PlansPage }),
          handle: handle({ title: "Reading Plans", heading: true }),
        },
      ],
    },
  ],
  settingsSection: {
    title: "Bible",
    Component: lazy(async () => ({ default: (await import("./BibleUrlSetting")).BibleUrlSetting })),
  },
};
