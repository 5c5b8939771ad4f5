import { z } from "zod";
import { requiredText } from "./fields";

export const loginRequestSchema = z.object({
  username: requiredText(150),
  // Not trimmed: spaces can be part of a password.
  password: z
    .string({ error: (iss) => (iss.input === undefined ? "This field is required." : "Enter text.") })
    .min(1, "This field may not be blank.")
    .max(1024, "Use at most 1024 characters."),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ auth_token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const currentUserSchema = z.object({ id: z.number().int(), username: z.string() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Same words as the original server so clients that match on it keep working. */
export const INVALID_CREDENTIALS_MESSAGE = "Unable to log in with provided credentials.";

/** Failed logins allowed per username and per client IP inside the window before 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@+-]{1,150}$/;
export const MIN_PASSWORD_LENGTH = 8;
