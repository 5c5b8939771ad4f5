import { createHash } from "node:crypto";
import fs from "node:fs";
import { sql } from "kysely";
import { z } from "zod";
import serverPackage from "../../package.json" with { type: "json" };
import type { Db } from "../db/database";
import { migrations } from "../db/migrations/index";

// manifest.json, the first entry of every backup: what made it, the schema its rows follow,
// and for every file inside a SHA-256 checksum, checked before anything is restored.

export const MANIFEST_FILE = "manifest.json";
export const BACKUP_FORMAT = "homebase-backup";
export const APP_VERSION: string = serverPackage.version;
/** The migrations this build knows, oldest first; a backup's schema version must be one of them. */
export const KNOWN_SCHEMA_VERSIONS = Object.keys(migrations);

const fileEntry = { file: z.string(), sha256: z.string().regex(/^[a-f0-9]{64}$/), bytes: z.number().int().min(0) };

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(1),
  app_version: z.string(),
  schema_version: z.string(),
  source_dialect: z.enum(["sqlite", "postgres"]),
  created_at: z.string(),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.enum(["integer", "real", "boolean", "text", "binary"]) })),
      primary_key: z.array(z.string()),
      self_references: z.array(z.string()),
      rows: z.number().int().min(0),
      ...fileEntry,
    }),
  ),
  media: z.array(z.object({ name: z.string(), ...fileEntry })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The last migration applied, or undefined for a database never migrated. */
export async function schemaVersion(db: Db): Promise<string | undefined> {
  try {
    const result = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
      db,
    );
    return result.rows[0]?.name;
  } catch {
    return undefined; // no kysely_migration table yet
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}
