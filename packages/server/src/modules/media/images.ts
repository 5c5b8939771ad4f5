import { randomBytes } from "node:crypto";
import type { Sharp } from "sharp";
import { HttpError, invalid } from "../../http/errors";
import type { MediaStore } from "./media.store";

// Photos from uploads (pack items and trips) and downloads (TV posters): checked by content,
// re-encoded (which also drops EXIF, GPS included) and stored under random names in the media
// store (DATA_DIR/media with SQLite, the database with PostgreSQL), with a thumbnail. The random
// 128-bit name is the capability: <img> tags cannot send the bearer token, so /media/ is public
// and unguessable.

export type Box = { width: number; height: number };
export type StoredImage = {
  photo: string;
  photo_width: number;
  photo_height: number;
  thumbnail: string;
  thumbnail_width: number;
  thumbnail_height: number;
};

export const MEDIA_NAME = /^[a-f0-9]{32}(?:-thumb)?\.webp$/;
export const mediaPath = (name: string) => `/media/${name}`;

const READABLE = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff", "raw"]);

/** HEIC (iPhone) files are HEIF with an HEVC brand, which sharp's bundled libvips cannot decode. */
function isHeic(buffer: Buffer): boolean {
  const brand = buffer.subarray(8, 12).toString("latin1");
  return buffer.subarray(4, 8).toString("latin1") === "ftyp" && ["heic", "heix", "hevc", "hevx"].includes(brand);
}

/** An image sharp can read: HEIC is decoded first (libheif compiled to WebAssembly) into raw pixels. */
async function readable(input: Buffer): Promise<Sharp> {
  // sharp (libvips) and heic-decode (libheif as WebAssembly) load on the first photo, not at
  // start: together ~45 MB of resident memory and a large part of the cold start, for a few requests.
  const { default: sharp } = await import("sharp");
  if (!isHeic(input)) return sharp(input);
  const { default: decode } = await import("heic-decode");
  const { width, height, data } = await decode({ buffer: input });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

export async function storeImage(
  media: MediaStore,
  input: Buffer,
  photoBox: Box,
  thumbnailBox: Box,
): Promise<StoredImage> {
  const notAPhoto = "This file is not a photo: use a JPEG, PNG, WebP or HEIC image.";
  let source: Sharp;
  try {
    source = await readable(input);
    const { format } = await source.metadata();
    if (!format || !READABLE.has(format)) throw new Error(`unreadable format ${format}`);
  } catch {
    throw invalid({ file: [notAPhoto] });
  }

  const base = randomBytes(16).toString("hex");
  const fit = (box: Box) =>
    source.clone().rotate().resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true });
  try {
    const [photo, thumbnail] = await Promise.all([
      fit(photoBox).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
      fit(thumbnailBox).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
    ]);
    await media.put(`${base}.webp`, photo.data);
    await media.put(`${base}-thumb.webp`, thumbnail.data);
    return {
      photo: `${base}.webp`,
      photo_width: photo.info.width,
      photo_height: photo.info.height,
      thumbnail: `${base}-thumb.webp`,
      thumbnail_width: thumbnail.info.width,
      thumbnail_height: thumbnail.info.height,
    };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid({ file: ["This photo could not be read; it may be damaged."] });
  }
}

/** Removes stored images (a replaced or deleted photo); missing ones are fine. */
export async function removeImages(media: MediaStore, names: (string | null | undefined)[]): Promise<void> {
  await media.remove(names.filter((name): name is string => typeof name === "string" && MEDIA_NAME.test(name)));
}
