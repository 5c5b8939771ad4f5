import { getRememberedUsername } from "../../api/token";

/** Home's h1. index.html's shell writes the same words, with the remembered username. */
export const greeting = (username: string) => `Welcome, ${username}`;

/**
 * Home's h1 before the owner has loaded, for the first load's placeholder (app/RouteLoading.tsx):
 * with the username kept at the last sign-in, if there is one.
 */
export function rememberedGreeting(): string | undefined {
  const username = getRememberedUsername();
  return username === null ? undefined : greeting(username);
}
