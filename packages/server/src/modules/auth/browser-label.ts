import Bowser from "bowser";

/** The most of a User-Agent header we keep: real ones are a few hundred characters. */
export const USER_AGENT_MAX_LENGTH = 512;

export const UNKNOWN_BROWSER = "Unknown browser";

/** A short name for a session's device, e.g. "Chrome on Android", from its User-Agent header. */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_BROWSER;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return UNKNOWN_BROWSER;
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}
