// Types for postgres.mjs, for the TypeScript that imports it (the owners bench).
export type ThrowawayPostgres =
  | { url: string; stop: () => void; reason?: undefined }
  | { url?: undefined; reason: string };
export function startPostgres(): Promise<ThrowawayPostgres>;
