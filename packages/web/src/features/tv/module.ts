import { mdiTelevisionClassic } from "@mdi/js";
import { lazy } from "react";
import type { AppModule } from "../../app/modules";
import type { RouteHandle } from "../../app/routeHandle";
import { TV_HOME_PATH } from "./paths";

const handle = (value: RouteHandle) => value;

/** Issue 7: the TV Series menu entry, its six screens (spec §2 TV) and the Home "TV Catch Up" strip. */
export const tvModule: AppModule = {
  key: "tv",
  label: "TV Series",
  path: TV_HOME_PATH,
  icon: mdiTelevisionClassic,
  routes: [
    {
      path: "tv",
      // Its tabs' row is kept while their code loads, so the page does not move down (issue 28).
      handle: handle({ tabsRow: true }),
      children: [
        {
          // The tabs and footer come with the lazy chunk so no TV code rides in the first load.
          lazy: async () => ({
            handle: handle({
              tabs: (await import("./TvTabs")).TvTabs,
              footer: (await import("./TvFooter")).TvFooter,
            }),
          }),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import("./TvViews")).TvHome }),
              handle: handle({ title: "Shows" }),
            },
            {
              path: "upcoming",
              lazy: async () => ({ Component: (await import("./TvViews")).TvUpcoming }),
              handle: handle({ title: "Upcoming" }),
            },
            {
              path: "completed",
              lazy: async () => ({ Component: (await import("./TvCompleted")).TvCompleted }),
              handle: handle({ title: "Completed" }),
            },
            {
              path: "hidden",
              lazy: async () => ({ Component: (await import("./TvViews")).TvHidden }),
              handle: handle({ title: "Hidden" }),
            },
            {
              path: "search",
              lazy: async () => ({ Component: (await import("./TvSearch")).TvSearch }),
              handle: handle({ title: "Search" }),
            },
            {
              path: "show/:showId",
              lazy: async () => ({ Component: (await import("./TvShow")).TvShow }),
              handle: handle({ title: "Show" }),
            },
          ],
        },
      ],
    },
  ],
  // Full width: a row of posters. Lazy, so Home's first load does not carry the TV code.
  // One row of posters with its caption and attribution.
  homeWidget: { Component: lazy(() => import("./TvCatchUp")), size: { xs: 12 }, minHeight: { xs: 400, md: 360 } },
};
