import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/** Security headers with a same-origin CSP (ARCHITECTURE §7). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { imageHosts = [], scriptSources = [] }: { imageHosts?: string[]; scriptSources?: string[] } = {},
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Beside the app's own files: index.html's inline scripts, each by its hash (spa.ts).
        scriptSrc: ["'self'", ...scriptSources],
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
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once: they are the same for every
 * request (no CSP nonces), and @fastify/helmet built helmet's middleware again per request,
 * parsing the policy each time (a few per cent of a small read's time).
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
