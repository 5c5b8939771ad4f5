import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { PostgresAdapter } from "kysely";
import { type Db, nowIso } from "../../db/database";
import { MEDIA_NAME } from "./images";
import * as repo from "./media.repo";

/** Where stored photos and posters live; names are checked against MEDIA_NAME by the callers. */
export interface MediaStore {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | undefined>;
  remove(names: string[]): Promise<void>;
  /** Every stored name, sorted. */
  names(): Promise<string[]>;
}

/** SQLite: files under DATA_DIR/media, beside the database file, backed up with it. */
export class DiskMediaStore implements MediaStore {
  constructor(readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, name), data);
  }
  async get(name: string): Promise<Buffer | undefined> {
    return fs.readFile(path.join(this.dir, name)).catch(() => undefined);
  }
  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.rm(path.join(this.dir, name), { force: true })));
  }
  async names(): Promise<string[]> {
    return (await fs.readdir(this.dir).catch(() => [] as string[])).sort();
  }
}

/** PostgreSQL: rows of the media table, so every instance on the database serves them. */
export class DatabaseMediaStore implements MediaStore {
  constructor(private readonly db: Db) {}

  put(name: string, data: Buffer) {
    return repo.insertMedia(this.db, name, data, nowIso());
  }
  get(name: string) {
    return repo.findMedia(this.db, name);
  }
  remove(names: string[]) {
    return repo.deleteMedia(this.db, names);
  }
  names() {
    return repo.mediaNames(this.db);
  }
}

export const mediaDir = (dataDir: string) => path.join(dataDir, "media");

/** The store for the database in use: its rows with PostgreSQL, DATA_DIR/media with SQLite. */
export function mediaStoreFor(db: Db, dataDir: string): MediaStore {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? new DatabaseMediaStore(db)
    : new DiskMediaStore(mediaDir(dataDir));
}

/**
 * With PostgreSQL, files an earlier version stored under DATA_DIR/media are moved into the
 * database on start: each is inserted, then deleted from disk, so a second start finds nothing
 * to move and a start cut short resumes where it stopped.
 */
export async function moveDiskMediaIntoDatabase(
  store: MediaStore,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<number> {
  if (!(store instanceof DatabaseMediaStore)) return 0;
  const disk = new DiskMediaStore(mediaDir(dataDir));
  const names = (await disk.names()).filter((name) => MEDIA_NAME.test(name));
  for (const name of names) {
    const data = await disk.get(name);
    if (data) await store.put(name, data);
    await disk.remove([name]);
  }
  if (names.length > 0) {
    await fs.rmdir(disk.dir).catch(() => undefined); // left if something else was put there
    log.info(`Moved ${names.length} stored photos and posters from ${disk.dir} into the database`);
  }
  return names.length;
}
