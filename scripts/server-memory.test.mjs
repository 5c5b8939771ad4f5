// The server's process starts with the C library's memory settings (server-memory.mjs): on
// Linux the script is replaced by the same command with them set, same process, same flags.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_MEMORY_ENV } from "./server-memory.mjs";

const module = path.join(import.meta.dirname, "server-memory.mjs");
const probe = `
  const { restartWithServerMemoryEnv } = await import(${JSON.stringify(module)});
  console.log(JSON.stringify({ pid: process.pid, env: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, flags: process.execArgv.filter((f) => f.startsWith("--max")) }));
  restartWithServerMemoryEnv();
`;

function run(env) {
  const result = spawnSync(process.execPath, ["--max-semi-space-size=16", "--input-type=module", "-e", probe], {
    encoding: "utf8",
    env,
  });
  return result.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
}

describe.runIf(process.platform === "linux")("server memory settings", () => {
  it("restarts once in the same process with the settings and the same Node flags", () => {
    const env = { ...process.env };
    delete env.MALLOC_MMAP_THRESHOLD_;
    const [before, after, third] = run(env);
    expect(before.env).toBeNull();
    expect(after).toEqual({
      pid: before.pid,
      env: SERVER_MEMORY_ENV.MALLOC_MMAP_THRESHOLD_,
      flags: ["--max-semi-space-size=16"],
    });
    expect(third).toBeUndefined();
  });

  it("keeps a value the user set", () => {
    const lines = run({ ...process.env, MALLOC_MMAP_THRESHOLD_: "65536" });
    expect(lines).toHaveLength(1);
    expect(lines[0].env).toBe("65536");
  });
});
