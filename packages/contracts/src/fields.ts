import { z } from "zod";

// Field builders with the readable messages every form shows (zod's defaults are developer-speak).

const required = (iss: { input: unknown }) => (iss.input === undefined ? "This field is required." : undefined);

export function requiredText(maxLength: number) {
  return z
    .string({ error: (iss) => required(iss) ?? "Enter text." })
    .trim()
    .min(1, { error: "This field may not be blank.", abort: true })
    .max(maxLength, `Use at most ${maxLength} characters.`);
}
