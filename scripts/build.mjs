// `npm run build`: the web app (Vite → packages/web/dist) and the server bundle (esbuild →
// packages/server/dist/main.js, a small entry that turns on Node's compile cache, plus the
// server's chunk it then imports). Bundling the server into plain JS keeps start-up and memory
// low: no TypeScript loader at run time. npm packages stay external.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv[2];

export async function buildServer() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "packages/server/package.json"), "utf8"));
  // Workspace packages are TypeScript sources, so they are bundled in; the rest load from node_modules.
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@homebase/"));
  const outdir = path.join(root, "packages/server/dist");
  fs.rmSync(outdir, { recursive: true, force: true }); // no stale chunks
  await build({
    entryPoints: [path.join(root, "packages/server/src/main.ts")],
    outdir,
    // The entry's dynamic import becomes its own chunk, loaded after the compile cache is on.
    splitting: true,
    chunkNames: "[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    sourcemap: true,
    external,
    logLevel: "warning",
  });
}

/**
 * Brotli and gzip copies of the web app's text files, made once here rather than per request:
 * the server sends the smallest one the browser accepts (a phone on slow 4G loads a third of
 * the bytes; Lighthouse flags uncompressed scripts).
 */
function compressWebAssets(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressWebAssets(file);
    else if (/\.(js|css|html|svg|json|webmanifest|txt)$/.test(entry.name)) {
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue; // not worth a round of decoding
      fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

if (only !== "server") {
  const web = spawnSync("npm", ["run", "--silent", "build", "--workspace", "@homebase/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (web.status !== 0) process.exit(web.status ?? 1);
  compressWebAssets(path.join(root, "packages/web/dist"));
}
if (only !== "web") await buildServer();
