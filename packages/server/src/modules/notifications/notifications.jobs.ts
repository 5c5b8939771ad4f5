import type { Job } from "../../jobs/runner";
import { runNotificationPass } from "./notify-pass";

/**
 * Digests and bill reminders. The pass looks every 5 minutes whether an owner's digest time has
 * come (notification_deliveries decides what is still to send); the runner's lease keeps it to
 * one instance at a time on PostgreSQL, and the deliveries' unique key to once per message.
 */
export const notificationsJobs: Job[] = [
  {
    name: "notifications.send",
    everyMs: 5 * 60_000,
    run: (app) => runNotificationPass(app.db, app.config, app.log),
  },
];
