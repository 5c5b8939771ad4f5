import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_MEMORY_ENV } from "../scripts/server-memory.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const OWNER = { username: "bench", password: "bench-password-1" };
/** What `npm start` runs; `npm run bench` builds it first. */
export const SERVER_BUNDLE = path.join(ROOT, "packages/server/dist/main.js");
/**
 * The V8 flags `npm start` passes (package.json "start" and "cli"; keep the three alike).
 * - Node 22+ lets V8 grow the young generation to 64 MB per semi-space; 16 MB (Node 20's default)
 *   measured here: RSS after /me load 380 → 295 MB, the 1M-row money index 429 → 172 MB, /me
 *   p95 20.3 → 13.2 ms. 8 MB: the owners bench's resident memory after 1,000 owners 289-293 →
 *   274-294 MB (SQLite), 288-296 → 271-278 MB (PostgreSQL), reads as fast within its noise (README).
 * - While collecting is cheap, V8 lets the old generation grow to about four times what is live
 *   and keeps what it grew. The owners bench on PostgreSQL (50 MB live after each full collection)
 *   held 200 MB of heap; growing by half at most: resident 450 → 323 MB, latency and capacity
 *   the same (first read p95 257 → 261 ms, 168 → 186 requests/s). A full collection of a
 *   50 MB heap takes about 10 ms. By a quarter at most: with 1,000 owners on PostgreSQL (five or six
 *   runs each on one seeded database) resident after every owner 263-281 → 266-272 MB and after
 *   the saturated phase 291-317 → 278-292 MB; first-read p95 45-66 → 49-75 ms, later reads and
 *   requests/s the same (README, "Many owners").
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=25"];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = { baseUrl: string; child: ChildProcess; startMs: number; stop: () => Promise<void> };

/** Starts the built server as `npm start` does (or with other V8 flags) and times the first answered request. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = SERVER_NODE_FLAGS,
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...SERVER_MEMORY_ENV,
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (performance.now() - started > 30_000) throw new Error(`server did not answer in 30 s: ${stderr}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    baseUrl,
    child,
    startMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "homebase-bench-"));
}

/** A memory figure of a process in MB from /proc/<pid>/status (Linux). */
function statusMb(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Resident memory of a process in MB. */
export const rssMb = (pid: number) => statusMb(pid, "VmRSS");

/**
 * The part of the resident memory that is the process's own (RssAnon): without the pages of the
 * node binary and libraries it has run, which are shared with every other Node process and which
 * the kernel can drop and read again (60 MB of the server's resident memory).
 */
export const privateMb = (pid: number) => statusMb(pid, "RssAnon");

/** CPU time (user + system) a process has used, in ms, from /proc (Linux; 10 ms resolution). */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
