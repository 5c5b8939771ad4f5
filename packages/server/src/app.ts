import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { memoryCacheOf } from "./cache/memory-cache";
import type { Config } from "./config";
import { createDatabase, type Db } from "./db/database";
import { requireAuthentication } from "./http/auth-hook";
import { registerCompression } from "./http/compression";
import { registerErrorHandler } from "./http/error-handler";
import { registerOpenApi } from "./http/openapi";
import { registerSecurityHeaders } from "./http/security";
import { inlineScriptSources, registerSpa } from "./http/spa";
import { JobRunner, type RunnerOptions } from "./jobs/runner";
import { honourIdempotencyKeys } from "./modules/idempotency/idempotency.hook";
import { imageHosts, jobs, modules } from "./modules/index";
import { type MediaStore, mediaStoreFor } from "./modules/media/media.store";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Stored photos and posters (modules/media/media.store.ts). */
    media: MediaStore;
  }
}

export type BuildOptions = {
  /** An already-migrated database (tests share one per file); otherwise one is opened from config. */
  db?: Db;
  logger?: boolean;
  /** false: no periodic passes (tests that drive a runner themselves); otherwise the runner's options. */
  jobs?: false | RunnerOptions;
};

/** The whole server, ready to `listen()` or `inject()`. Does not migrate. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    bodyLimit: 1024 * 1024,
    // Behind trusted proxies, request.ip is the client's (the login limit counts per address).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.db ?? createDatabase(config.database);
  app.decorate("db", db);
  memoryCacheOf(db).setBudget(config.cacheBytes);
  app.decorate("config", config);
  app.decorate("media", mediaStoreFor(db, config.dataDir));

  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    imageHosts: imageHosts(config),
    scriptSources: inlineScriptSources(config.webDistDir),
  });
  await registerCompression(app);
  await registerOpenApi(app);

  await app.register(async (api) => {
    requireAuthentication(api);
    honourIdempotencyKeys(api);
    for (const module of modules) await api.register(module);
  });

  await registerSpa(app, config.webDistDir);

  if (options.jobs !== false) {
    const runner = new JobRunner(app, jobs, options.jobs);
    app.addHook("onReady", async () => runner.start());
    app.addHook("onClose", async () => runner.stop());
  }
  // Last, so that it runs after the runner's pass under way has ended.
  if (!options.db) app.addHook("onClose", () => db.destroy());
  return app;
}
