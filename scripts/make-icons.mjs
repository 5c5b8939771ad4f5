// `node scripts/make-icons.mjs`: the installable app's PNG icons (issue 22), drawn from the same
// house-on-blue mark as the favicon (packages/web/src/assets/favicon.svg). The PNGs are
// committed under packages/web/public/, so a build needs nothing but this once after the mark
// changes. sharp is already the server's image library.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "packages/web/public");
const BLUE = "#1867C0";
const HOUSE = "M10 19v-5h4v5h5v-7h3L12 3 2 12h3v7z";

/**
 * The mark on a `size` px square. `houseShare` is the house's share of the side: maskable
 * icons keep it inside the central 80 % safe zone that launchers crop to any shape; `radius`
 * rounds the corners where the platform does not (Chromium's own icon).
 */
function markSvg(size, { houseShare, radius }) {
  const scale = (size * houseShare) / 20; // the path spans about 20 of its 24 units
  const offset = (size - 24 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius * size}" fill="${BLUE}"/>
<path fill="#fff" d="${HOUSE}" transform="translate(${offset} ${offset}) scale(${scale})"/></svg>`;
}

const ICONS = [
  { file: "pwa-192x192.png", size: 192, houseShare: 0.66, radius: 0.2 },
  { file: "pwa-512x512.png", size: 512, houseShare: 0.66, radius: 0.2 },
  // Full-bleed square; the house stays well inside the safe zone (a 40 % radius circle).
  { file: "maskable-512x512.png", size: 512, houseShare: 0.5, radius: 0 },
  // iOS rounds the corners itself and shows transparency as black: full-bleed, no radius.
  { file: "apple-touch-icon.png", size: 180, houseShare: 0.6, radius: 0 },
];

fs.mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  const png = await sharp(Buffer.from(markSvg(icon.size, icon)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(out, icon.file), png);
  console.log(`${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`);
}
