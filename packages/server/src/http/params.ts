import { z } from "zod";

/**
 * `:id` path parameters. Routes declare them as `:id(^\\d+)` so a non-numeric id never
 * matches and answers the JSON 404; this schema then turns the digits into a number.
 */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
