import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { startTvmazeFixture } from "../../server/src/test-support/tvmaze-fixture";
import { artifactsDir } from "./support/paths";
import { startServer } from "./support/server";

// Fixed credentials: the server creates this owner on its first start on the fresh data dir.
const OWNER = { username: "owner", password: "e2e-owner-password" };
// A zone away from UTC, so "today" bugs that assume UTC show up.
const TIME_ZONE = "America/Chicago";

/**
 * The daily backup's time for this run: twelve hours from now in TIME_ZONE, so it never falls
 * inside a run (a CI run that crossed the default 03:30 saw a backup the specs said had not run).
 */
function backupTimeAwayFromNow(): string {
  const later = new Date(Date.now() + 12 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(later);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The folder shows this run only, so an old failure picture cannot be mistaken for a new one.
  await rm(artifactsDir, { recursive: true, force: true });
  // The TV module talks to a local TVmaze stand-in: e2e runs never call the internet.
  const tvmaze = await startTvmazeFixture();
  const backupAt = backupTimeAwayFromNow();
  const server = await startServer({
    ...OWNER,
    timeZone: TIME_ZONE,
    env: { TVMAZE_URL: tvmaze.url, TVMAZE_SPACING_MS: "0", BACKUP_AT: backupAt },
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("ownerUsername", OWNER.username);
  project.provide("ownerPassword", OWNER.password);
  project.provide("timeZone", TIME_ZONE);
  project.provide("backupAt", backupAt);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
    await tvmaze.close();
  };
}
