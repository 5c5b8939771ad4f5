// What the two drivers say when a row is still referenced by another (a foreign key holds it):
// PostgreSQL's SQLSTATE 23503, better-sqlite3's extended result code.

export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}
