import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { startTvmazeFixture } from "../../server/src/test-support/tvmaze-fixture";
import { artifactsDir } from "./support/paths";
import { startServer } from "./support/server";

// Fixed credentials: the server creates this owner on its first start on the fresh data dir.
const OWNER = { username: "owner", password: "e2e-owner-password" };
// A zone away from UTC, so "today" bugs that assume UTC show up.
const TIME_ZONE = "America/Chicago";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The folder shows this run only, so an old failure picture cannot be mistaken for a new one.
  await rm(artifactsDir, { recursive: true, force: true });
  // The TV module talks to a local TVmaze stand-in: e2e runs never call the internet.
  const tvmaze = await startTvmazeFixture();
  const server = await startServer({
    ...OWNER,
    timeZone: TIME_ZONE,
    env: { TVMAZE_URL: tvmaze.url, TVMAZE_SPACING_MS: "0" },
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("ownerUsername", OWNER.username);
  project.provide("ownerPassword", OWNER.password);
  project.provide("timeZone", TIME_ZONE);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
    await tvmaze.close();
  };
}
