import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { repoRoot, serverBundle, webDist } from "./paths";

// Starts the real server (built web app + API) on a fresh data dir and a free port, the way a
// user runs it, so the specs exercise exactly what ships. Used by the global setup, and by the
// update spec for a server of its own on a copy of the build.

export type ServerOptions = { username: string; password: string; timeZone: string; env?: Record<string, string> };
/** `dataDir` lets a spec run the CLI against the same data (e.g. `user:create` for a second owner). */
export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

const STARTUP_TIMEOUT_MS = 30_000;
// Enough of the log to explain a failed start without flooding the test output.
const MAX_OUTPUT_CHARS = 20_000;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  for (const built of [path.join(webDist, "index.html"), serverBundle]) {
    if (!fs.existsSync(built)) {
      throw new Error(
        `The app is not built (${built} is missing): run \`npm run build\` first (\`npm test\` does it for you).`,
      );
    }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "homebase-e2e-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    OWNER_USERNAME: options.username,
    OWNER_PASSWORD: options.password,
    TZ: options.timeZone,
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: webDist,
    ...options.env,
  };
  // A PostgreSQL URL from the developer's shell must not leak in: every run starts empty.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;

  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_OUTPUT_CHARS);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await killAndWait(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json().catch(() => null)) as { status?: string } | null;
      if (response.status === 200 && body?.status === "ok") return;
      lastProblem = `GET /healthz answered ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `The server was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s (${lastProblem}). Server output:\n${output()}`,
  );
}

/** Asks the OS for a port nobody listens on, then frees it for the server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  // The server closes gracefully on SIGTERM; a hung close must not hang the test run.
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
