import type { Config } from "../config";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { HttpError } from "../http/errors";
import { changePassword, createUser } from "../modules/auth/auth.service";

export type CliIo = {
  out: (line: string) => void;
  /** Asks for a secret without echoing it; undefined when there is no terminal to ask on. */
  askSecret?: (question: string) => Promise<string>;
};

export const USAGE = `Usage: npm run cli -- <command>

Commands:
  user:create NAME     create a user (password from NEW_PASSWORD or a prompt)
  user:password NAME   set a user's password and sign them out everywhere
  db:migrate           apply pending database migrations
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
