// Types for server-memory.mjs, for the TypeScript that imports it (the benches).
export const SERVER_MEMORY_ENV: Record<string, string>;
export function restartWithServerMemoryEnv(): void;
