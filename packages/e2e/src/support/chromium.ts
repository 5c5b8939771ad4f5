import fs from "node:fs";

// Debian's Chromium, never a downloaded one (ARCHITECTURE §1): playwright-core only drives it.
// Kept free of test-runner imports so `npm run bench` can launch it the same way.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export function chromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(executable)) {
    throw new Error(
      `Chromium not found at ${executable}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH`,
    );
  }
  return executable;
}
