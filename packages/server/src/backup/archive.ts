import fs from "node:fs";
import path from "node:path";
import { MEDIA_NAME } from "../modules/media/images";
import { KNOWN_SCHEMA_VERSIONS, MANIFEST_FILE, type Manifest, manifestSchema, sha256File } from "./manifest";

// Reading a backup: unpacked into a work folder and checked in full (format, schema version,
// every file's size and SHA-256) before the restore touches any database.

/** A backup that cannot be restored; the message says why and that nothing was changed. */
export class BackupRefused extends Error {}

const TABLE_FILE = /^tables\/[a-z0-9_]+\.jsonl$/;
const isAllowedPath = (entry: string) =>
  entry === MANIFEST_FILE ||
  TABLE_FILE.test(entry) ||
  (entry.startsWith("media/") && MEDIA_NAME.test(entry.slice("media/".length)));

export async function unpackBackup(file: string, work: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupRefused(`There is no file at ${file}.`);
  try {
    // strict: a truncated or damaged archive is an error, not a warning with half the files.
    // tar loads with the first restore, not at start (issue 29: memory every instance keeps).
    const tar = await import("tar");
    await tar.x({ file, cwd: work, strict: true, filter: (entry) => isAllowedPath(entry.replace(/^\.\//, "")) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefused(`${file} is damaged or truncated (${reason}); it is not a readable .tar.gz backup.`);
  }
  const manifest = readManifest(file, work);
  await verifyFiles(manifest, work);
  return manifest;
}

function readManifest(file: string, work: string): Manifest {
  const manifestPath = path.join(work, MANIFEST_FILE);
  if (!fs.existsSync(manifestPath))
    throw new BackupRefused(`${file} has no ${MANIFEST_FILE}: it is not a Homebase backup.`);
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(manifestPath, "utf8")));
  } catch (error) {
    throw new BackupRefused(`${MANIFEST_FILE} in ${file} is not valid JSON (${(error as Error).message}).`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefused(
      `${MANIFEST_FILE} in ${file} is not a Homebase backup manifest (${issue?.path.join(".")}: ${issue?.message}).`,
    );
  }
  const manifest = parsed.data;
  if (!KNOWN_SCHEMA_VERSIONS.includes(manifest.schema_version)) {
    const latest = KNOWN_SCHEMA_VERSIONS[KNOWN_SCHEMA_VERSIONS.length - 1];
    throw new BackupRefused(
      `${file} was made by a newer Homebase (app ${manifest.app_version}, schema ${manifest.schema_version}); ` +
        `this one knows schemas up to ${latest}. Update Homebase, then restore.`,
    );
  }
  for (const entry of [...manifest.tables, ...manifest.media]) {
    if (!isAllowedPath(entry.file))
      throw new BackupRefused(`${MANIFEST_FILE} names an unexpected file: ${entry.file}.`);
  }
  return manifest;
}

async function verifyFiles(manifest: Manifest, work: string): Promise<void> {
  for (const entry of [...manifest.tables, ...manifest.media]) {
    const full = path.join(work, entry.file);
    const size = fs.statSync(full, { throwIfNoEntry: false })?.size;
    if (size === undefined) throw new BackupRefused(`${entry.file} is missing from the backup.`);
    if (size !== entry.bytes) {
      throw new BackupRefused(
        `${entry.file} has ${size} bytes where the manifest says ${entry.bytes}: the backup is damaged.`,
      );
    }
    if ((await sha256File(full)) !== entry.sha256) {
      throw new BackupRefused(`${entry.file} does not match its checksum in ${MANIFEST_FILE}: the backup is damaged.`);
    }
  }
}
