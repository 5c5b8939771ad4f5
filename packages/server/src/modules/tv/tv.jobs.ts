import type { Job } from "../../jobs/runner";
import { refreshChanged } from "./tv.service";
import { tvmazeClientFor } from "./tvmaze.client";

/** Tracked shows TVmaze says changed are fetched again, twice a day. */
export const tvJobs: Job[] = [
  {
    name: "tv.refresh",
    everyMs: 12 * 3_600_000,
    run: async (app) => {
      await refreshChanged(app.db, tvmazeClientFor(app.config.tvmaze), app.media);
    },
  },
];
