import type { ApiErrorBody } from "@homebase/contracts";

export type FieldErrors = Record<string, string[]>;

/** An error the client should see as-is: status, a readable detail and a stable code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { detail: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const notFound = (what = "Object") => new HttpError(404, "not_found", `${what} not found.`);

export const invalid = (fields: FieldErrors, detail = "Invalid input.") =>
  new HttpError(400, "invalid", detail, fields);

export const conflict = (detail: string, fields?: FieldErrors) => new HttpError(409, "conflict", detail, fields);

export const unauthorized = () =>
  new HttpError(401, "not_authenticated", "Authentication credentials were not provided or are invalid.");

/** Owner scoping: a row that is missing or belongs to someone else answers the same 404. */
export function orNotFound<T>(row: T | undefined | null, what?: string): T {
  if (row === undefined || row === null) throw notFound(what);
  return row;
}
