import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type FieldErrors, HttpError } from "./errors";

const NON_FIELD = "non_field_errors";

function zodFieldErrors(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || NON_FIELD;
    fields[path] = [...(fields[path] ?? []), issue.message ?? "Invalid value."];
  }
  return fields;
}

/** Maps every failure to the one JSON error shape; never leaks a stack or internal message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ detail: "Invalid input.", code: "invalid", fields: zodFieldErrors(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send({ detail: "The request is too large.", code: "too_large" });
    }
    if (status === 429) {
      return reply.status(429).send({ detail: "Too many requests. Try again later.", code: "throttled" });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type) carry safe messages.
      return reply.status(status).send({ detail: error.message, code: error.code ?? "bad_request" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ detail: "Internal server error.", code: "server_error" });
  });
}
