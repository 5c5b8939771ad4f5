import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Security headers with a same-origin CSP (ARCHITECTURE §7). */
export async function registerSecurityHeaders(app: FastifyInstance, imageHosts: string[] = []): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...imageHosts],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is self-hosted, often on plain http on a home network.
    hsts: false,
  });
}
