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

/** "Last used" is refreshed at most this often per session, so reading costs no write each time. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** One signed-in device: a token, never the token itself. */
export const sessionSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** A short label from the user agent, e.g. "Chrome on Android". */
  browser: z.string(),
  /** The session this request came from. */
  is_current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `POST /auth/sessions/sign-out-others/`: how many other devices were signed out. */
export const signOutOthersResponseSchema = z.object({ signed_out: z.number().int() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

const passwordText = z
  .string({ error: (iss) => (iss.input === undefined ? "This field is required." : "Enter text.") })
  .min(1, { error: "This field may not be blank.", abort: true })
  .max(1024, "Use at most 1024 characters.");

export const setPasswordRequestSchema = z.object({
  current_password: passwordText,
  // Not trimmed: spaces can be part of a password.
  new_password: passwordText.min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

export const WRONG_CURRENT_PASSWORD_MESSAGE = "That is not your current password.";
