import type { Job } from "../../jobs/runner";
import { deleteOlderThan } from "./idempotency.repo";

/** How long a key is honoured: a phone offline for weeks still sends each queued entry once. */
export const KEEP_KEYS_DAYS = 60;

export const idempotencyJobs: Job[] = [
  {
    name: "idempotency.prune",
    everyMs: 24 * 3_600_000,
    run: async (app) => {
      await deleteOlderThan(app.db, new Date(Date.now() - KEEP_KEYS_DAYS * 86_400_000).toISOString());
    },
  },
];
