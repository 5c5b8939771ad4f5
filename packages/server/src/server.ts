import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { ensureOwner } from "./modules/auth/auth.service";
import { moveDiskMediaIntoDatabase } from "./modules/media/media.store";

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  const applied = await migrateToLatest(db);
  const app = await buildApp(config, { db });
  app.addHook("onClose", () => db.destroy());
  if (applied.length > 0) app.log.info(`Applied migrations: ${applied.join(", ")}`);
  await ensureOwner(db, config, app.log);
  await moveDiskMediaIntoDatabase(app.media, config.dataDir, app.log);

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A configuration mistake is one readable line, not a stack trace.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
