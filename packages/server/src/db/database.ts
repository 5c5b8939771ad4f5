import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type SqliteDatabaseModule from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type pgModule from "pg";
import type { Config } from "../config";
import { bindable, SqliteBooleanPlugin } from "./sqlite-boolean-plugin";
import type { Database } from "./types";

export type Db = Kysely<Database>;

/** SQLSTATE 57P01: the server ended the connection on purpose (shutdown, forced DROP DATABASE). */
const ADMIN_SHUTDOWN = "57P01";

// Only the configured dialect's driver is loaded: pg is ~3 MB of resident memory a SQLite
// install never uses (and better-sqlite3 the same for PostgreSQL). Both are CommonJS, so they
// load synchronously, at the first database opened.
const require = createRequire(import.meta.url);
let pgDriver: typeof pgModule | undefined;

function loadPg(): typeof pgModule {
  if (!pgDriver) {
    pgDriver = require("pg") as typeof pgModule;
    // PostgreSQL returns int8 (COUNT, SUM of cents) as strings and `date` as a local-time Date;
    // we want plain numbers and the "yyyy-mm-dd" text both dialects agree on.
    pgDriver.types.setTypeParser(pgDriver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
    pgDriver.types.setTypeParser(pgDriver.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
    pgDriver.types.setTypeParser(pgDriver.types.builtins.DATE, (value) => value);
  }
  return pgDriver;
}

export function createDatabase(database: Config["database"]): Db {
  if (database.dialect === "postgres") {
    // Idle connections stay open for minutes, not node-postgres's 10 s: after each pause longer
    // than that, the next requests paid for ten new backends (a fork, a login, and cold catalog
    // caches that make every first query of a statement plan slowly). Owners bench, PostgreSQL,
    // 300 owners, reads after a 10 s pause: p95 107 -> 39 ms, the slowest 350 -> 97 ms.
    const pool = new (loadPg().Pool)({ connectionString: database.url, max: 10, idleTimeoutMillis: 5 * 60_000 });
    // An idle connection can be cut by the server (restart, admin shutdown). Without a listener
    // that error would crash the process; the pool simply opens a new connection next time.
    pool.on("error", (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN) console.error(`PostgreSQL connection error: ${error.message}`);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (database.file !== ":memory:") fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const SqliteDatabase = require("better-sqlite3") as typeof SqliteDatabaseModule;
  const sqlite = new SqliteDatabase(database.file);
  // WAL + NORMAL: committed transactions survive a crash of the app; foreign keys enforce ownership cascades.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // SQLite's own page cache: 2 MB, SQLite's default (better-sqlite3 builds it with 16 MB). The
  // operating system caches the file as well, and the ledger's reads go to the in-memory index:
  // owners bench (1,000 owners, SQLite) 320 -> 317 MB resident, read latency the same.
  sqlite.pragma("cache_size = -2000");
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanPlugin()],
  });
}

const STATEMENT_CACHE_SIZE = 500;

/** What Kysely's SQLite driver calls on a prepared statement. */
type DriverStatement = Pick<SqliteDatabaseModule.Statement, "reader" | "all" | "run" | "iterate">;

/**
 * Kysely prepares every query anew, and preparing was the largest single cost of a simple
 * request. The app's queries come from a fixed set of shapes, so prepared statements are
 * reused by SQL text (least recently used dropped past the limit). Safe because better-sqlite3
 * runs each statement to completion synchronously (Kysely's streaming is not used here).
 */
function withStatementCache(sqlite: SqliteDatabaseModule.Database) {
  const cache = new Map<string, DriverStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (statement) cache.delete(sql);
      else statement = withBooleansBound(withRowsBuiltInJs(sqlite.prepare(sql)));
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

/** Kysely passes a statement its parameters as one array; booleans in it are bound as 1/0. */
function withBooleansBound(statement: DriverStatement): DriverStatement {
  return {
    reader: statement.reader,
    all: (parameters: readonly unknown[]) => statement.all(bindable(parameters)),
    run: (parameters: readonly unknown[]) => statement.run(bindable(parameters)),
    iterate: (parameters: readonly unknown[]) => statement.iterate(bindable(parameters)),
  } as DriverStatement;
}

/**
 * better-sqlite3 builds each result row's object property by property in native code, which
 * cost about twice what reading the values as arrays and building the objects here does (a
 * 520-row, 15-column list: 2.2 ms against 1.1 ms). Same objects: a repeated column name keeps
 * the last value, as better-sqlite3 does.
 */
function withRowsBuiltInJs(statement: SqliteDatabaseModule.Statement): DriverStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const raw = statement.raw(true);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (...parameters: unknown[]) => (raw.all(...parameters) as unknown[][]).map(toObject),
    run: (...parameters: unknown[]) => raw.run(...parameters),
    iterate: function* (...parameters: unknown[]) {
      for (const values of raw.iterate(...parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  } as DriverStatement;
}

export function nowIso(): string {
  return new Date().toISOString();
}
