// How the server process is started for its memory (used by `npm start` and by the benches, so
// that what is measured is what runs).
//
// glibc's malloc keeps memory that was freed in the middle of its heap, and serves smaller
// requests from it, so the holes left by evicted ledger indexes (arrays of 20 to 80 KB per owner)
// were seldom reused whole: with 1,000 owners passing through a 128 MB cache the process held
// about 125 MB more than it used. Arrays of 8 KB and more from their own mappings go back to the
// system as soon as they are freed (owners bench, 1,000 owners on SQLite: 410 -> 295 MB). Other
// C libraries (musl) ignore the variable.
export const SERVER_MEMORY_ENV = { MALLOC_MMAP_THRESHOLD_: "8192" };

/**
 * On Linux, when the variable is not set yet, replaces this process with the same command and
 * the variable set (the C library reads it only at start). Answers only when nothing was done.
 */
export function restartWithServerMemoryEnv() {
  const missing = Object.keys(SERVER_MEMORY_ENV).some((name) => process.env[name] === undefined);
  if (process.platform !== "linux" || !missing || typeof process.execve !== "function") return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...SERVER_MEMORY_ENV,
    ...process.env,
  });
}
