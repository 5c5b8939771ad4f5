import { inject } from "vitest";

export type E2eEnv = { baseUrl: string; username: string; password: string; timeZone: string; backupAt: string };

/** What the global setup started: the server's base URL and the owner it created. */
export function e2eEnv(): E2eEnv {
  return {
    baseUrl: inject("baseUrl"),
    username: inject("ownerUsername"),
    password: inject("ownerPassword"),
    timeZone: inject("timeZone"),
    backupAt: inject("backupAt"),
  };
}
