import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Gzipped size of the JS a browser loads before the first screen: the entry script and every
 * module it preloads, as listed in the built index.html. Lazy module chunks are not counted.
 */
export function initialJsGzipKb(distDir: string): number | undefined {
  const indexFile = path.join(distDir, "index.html");
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, "utf8");
  const files = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(fs.readFileSync(path.join(distDir, file))).length;
  return Math.round((bytes / 1024) * 10) / 10;
}
