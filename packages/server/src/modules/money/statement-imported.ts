import type { Db } from "../../db/database";

// Issue 19: other modules act on what a statement import brought (the bills module pays bills
// from it) without the money module knowing them: they register here, the import calls them.

export type ImportListener = (db: Db, userId: number) => Promise<void>;

const listeners = new Set<ImportListener>();

/** Registers a listener (once, however many apps are built in one process); answers how to remove it. */
export function onStatementImported(listener: ImportListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after an import committed new transactions for the owner. */
export async function statementImported(db: Db, userId: number): Promise<void> {
  for (const listener of listeners) await listener(db, userId);
}
