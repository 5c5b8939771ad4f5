import { numberText } from "@homebase/contracts";
import { createBackup, type Progress } from "../backup/backup";
import { restoreBackup } from "../backup/restore";
import type { Config } from "../config";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { HttpError } from "../http/errors";
import { changePassword, createUser } from "../modules/auth/auth.service";

export type CliIo = {
  out: (line: string) => void;
  /** Asks for a secret without echoing it; undefined when there is no terminal to ask on. */
  askSecret?: (question: string) => Promise<string>;
  /** Redraws one status line on a terminal; undefined when output is not a terminal. */
  status?: (line: string) => void;
};

export const USAGE = `Usage: npm run cli -- <command>

Commands:
  user:create NAME     create a user (password from NEW_PASSWORD or a prompt)
  user:password NAME   set a user's password and sign them out everywhere
  db:migrate           apply pending database migrations
  backup FILE          write a backup of the database and photos to FILE (.tar.gz added
                       unless FILE ends with it); safe while the app runs
  restore FILE         restore a backup into an EMPTY database (DATA_DIR / DATABASE_URL
                       as for npm start), then migrate it to this version
  help                 show this text

Passwords are never taken as arguments, so they stay out of shell history.`;

async function readNewPassword(config: Config, io: CliIo): Promise<string> {
  if (config.newPassword) return config.newPassword;
  if (!io.askSecret) throw new Error("No terminal to ask for a password: set NEW_PASSWORD in the environment.");
  const password = await io.askSecret("New password: ");
  const again = await io.askSecret("Repeat password: ");
  if (password !== again) throw new Error("The passwords did not match; nothing was changed.");
  return password;
}

function describe(error: unknown): string {
  if (error instanceof HttpError && error.fields) {
    return Object.entries(error.fields)
      .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
      .join("\n");
  }
  return error instanceof Error ? error.message : String(error);
}

/** Runs one CLI command; returns the process exit code. */
export async function runCli(argv: string[], config: Config, io: CliIo): Promise<number> {
  const [command, name] = argv;
  if (!command || command === "help" || command === "--help") {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  if (command === "backup" || command === "restore") {
    if (!name) {
      io.out(`${command} needs a file name.\n\n${USAGE}`);
      return 2;
    }
    return command === "backup" ? runBackup(name, config, io) : runRestore(name, config, io);
  }
  const needsName = command === "user:create" || command === "user:password";
  if (!["user:create", "user:password", "db:migrate"].includes(command) || (needsName && !name)) {
    io.out(needsName ? `${command} needs a user name.\n\n${USAGE}` : `Unknown command: ${command}\n\n${USAGE}`);
    return 2;
  }

  const db = createDatabase(config.database);
  try {
    const applied = await migrateToLatest(db);
    if (command === "db:migrate") {
      io.out(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
      return 0;
    }
    const password = await readNewPassword(config, io);
    if (command === "user:create") {
      await createUser(db, name as string, password);
      io.out(`Created user ${name}.`);
    } else {
      await changePassword(db, name as string, password);
      io.out(`Changed the password of ${name}; their sessions were signed out.`);
    }
    return 0;
  } catch (error) {
    io.out(describe(error));
    return 1;
  } finally {
    await db.destroy();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Progress as a redrawn line on a terminal, a line per finished step otherwise (logs, cron mail). */
function progressReporter(io: CliIo): { progress: Progress; done: () => void } {
  let lastDraw = 0;
  return {
    progress: (step, done, total) => {
      const finished = done >= total;
      if (io.status) {
        const now = Date.now();
        if (!finished && now - lastDraw < 100) return;
        lastDraw = now;
        const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
        io.status(`${step}: ${numberText(done)} / ${numberText(total)} (${percent}%)`);
      } else if (finished && total > 0 && step !== "compressing") {
        io.out(`${step}: ${numberText(total)}`);
      }
    },
    done: () => io.status?.(""),
  };
}

async function runBackup(file: string, config: Config, io: CliIo): Promise<number> {
  const reporter = progressReporter(io);
  const started = Date.now();
  try {
    const result = await createBackup({
      database: config.database,
      dataDir: config.dataDir,
      file,
      onProgress: reporter.progress,
    });
    reporter.done();
    io.out(
      `Backed up ${numberText(result.rows)} rows and ${result.media} photos to ${result.file} ` +
        `(${megabytes(result.bytes)}, schema ${result.manifest.schema_version}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    reporter.done();
    io.out(`Backup failed: ${describe(error)}`);
    return 1;
  }
}

async function runRestore(file: string, config: Config, io: CliIo): Promise<number> {
  const reporter = progressReporter(io);
  const started = Date.now();
  try {
    const result = await restoreBackup({
      database: config.database,
      dataDir: config.dataDir,
      file,
      onProgress: reporter.progress,
    });
    reporter.done();
    const migrated = result.migrated.length > 0 ? `, then migrated: ${result.migrated.join(", ")}` : "";
    io.out(
      `Restored ${numberText(result.rows)} rows and ${result.media} photos ` +
        `(schema ${result.schemaVersion}${migrated}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    reporter.done();
    io.out(`Restore failed: ${describe(error)}`);
    return 1;
  }
}
