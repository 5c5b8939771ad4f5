import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { startTvmazeFixture, type TvmazeFixture } from "../../test-support/tvmaze-fixture";

/**
 * A test app that talks to the TVmaze stand-in (no spacing, a short timeout) and stores posters
 * in its media store (a throwaway data directory with SQLite); `close` removes all three.
 */
export async function startTvTest(): Promise<{
  ctx: TestContext;
  tvmaze: TvmazeFixture;
  close: () => Promise<void>;
}> {
  const tvmaze = await startTvmazeFixture();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-tv-"));
  const ctx = await createTestContext({
    TVMAZE_URL: tvmaze.url,
    TVMAZE_SPACING_MS: "0",
    TVMAZE_TIMEOUT_MS: "400",
    DATA_DIR: dataDir,
  });
  return {
    ctx,
    tvmaze,
    close: async () => {
      await ctx.close();
      await tvmaze.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
