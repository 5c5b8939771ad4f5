// `npm start` on a Node.js the app does not support stops at once with one clear line. The
// old runtime is simulated by a preload that sets process.version, passed through NODE_OPTIONS
// so that it reaches the script npm starts, as an old Node would.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { supportedRange, unsupportedNodeMessage } from "./node-version.mjs";

const root = path.resolve(import.meta.dirname, "..");

function npmStartAs(version) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-node-version-"));
  const preload = path.join(dir, "fake-version.mjs");
  fs.writeFileSync(preload, `Object.defineProperty(process, "version", { value: ${JSON.stringify(version)} });\n`);
  try {
    return spawnSync("npm", ["start", "--silent"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: `--import=${preload}`, PORT: "not-a-port" },
      timeout: 60_000,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("npm start on an unsupported Node.js", () => {
  it("stops with one line naming the versions it needs, before building or serving", () => {
    const result = npmStartAs("v20.19.0");
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line && !line.startsWith("npm warn"));
    expect(lines).toEqual([
      'Homebase needs Node.js 22.22.2 or a later 22.x, or 24.15.0 or later (24 LTS recommended); this is Node.js v20.19.0. See "Requirements" in README.md.',
    ]);
    expect(result.stdout).not.toMatch(/Building|rebuilding/);
  });
});

describe("supported versions (package.json engines)", () => {
  it("are Node 22 from 22.22.2 and Node 24.15 onwards", () => {
    expect(supportedRange()).toBe("^22.22.2 || >=24.15.0");
    for (const ok of ["v22.22.2", "v22.30.1", "v24.15.0", "v24.21.0", "v26.0.0"]) {
      expect(unsupportedNodeMessage(ok), ok).toBeNull();
    }
    for (const old of ["v18.20.0", "v20.20.2", "v22.22.1", "v23.11.0", "v24.14.1"]) {
      expect(unsupportedNodeMessage(old), old).toContain(`this is Node.js ${old}`);
    }
  });
});
