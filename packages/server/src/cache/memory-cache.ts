// Everything the server keeps per owner between requests (the ledger index, kept JSON answers)
// lives in one store per database with one memory budget (CACHE_MB), so a deployment serving a
// thousand owners holds what the budget allows, not a thousand owners' data. The least recently
// used entries go first. Nothing here is needed for a correct answer: every user re-checks its
// entry against the owner's data version in the database (db/data-versions.ts, the ledger
// version), and an evicted entry is built again on the next read, in any instance.

type Slot = { value: unknown; bytes: number };

/** Bookkeeping per entry beyond its value: the key, the slot and the Map's own row. */
const ENTRY_OVERHEAD_BYTES = 160;
/** The budget when none was set (tests; CACHE_MB's default is config.ts's). */
export const DEFAULT_CACHE_BYTES = 128 * 1024 * 1024;

export class MemoryCache {
  /** Insertion order is use order: the first key is the least recently used. */
  readonly #slots = new Map<string, Slot>();
  #bytes = 0;

  constructor(private budgetBytes: number) {}

  /** The kept value, now the most recently used; undefined when absent or evicted. */
  get<T>(key: string): T | undefined {
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    this.#slots.delete(key);
    this.#slots.set(key, slot);
    return slot.value as T;
  }

  /**
   * Keeps `value` at an estimated `bytes`, evicting the least recently used beyond the budget.
   * A value larger than the whole budget is not kept (answers false): it serves its own request.
   */
  set(key: string, value: unknown, bytes: number): boolean {
    this.delete(key);
    const cost = bytes + ENTRY_OVERHEAD_BYTES + key.length * 2;
    if (cost > this.budgetBytes) return false;
    this.#slots.set(key, { value, bytes: cost });
    this.#bytes += cost;
    this.#evict();
    return true;
  }

  /**
   * Sets the size of an entry kept before its size was known (an index whose build was under
   * way), when `key` still holds `value`; answers whether it is still kept.
   */
  resize(key: string, value: unknown, bytes: number): boolean {
    const slot = this.#slots.get(key);
    if (slot?.value !== value) return false;
    return this.set(key, value, bytes);
  }

  delete(key: string): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
  }

  /** A new budget (the app's CACHE_MB), evicting down to it at once. */
  setBudget(bytes: number): void {
    this.budgetBytes = bytes;
    this.#evict();
  }

  get stats() {
    return { entries: this.#slots.size, bytes: this.#bytes, budgetBytes: this.budgetBytes };
  }

  #evict(): void {
    for (const [key, slot] of this.#slots) {
      if (this.#bytes <= this.budgetBytes) break;
      this.#slots.delete(key);
      this.#bytes -= slot.bytes;
    }
  }
}

const caches = new WeakMap<object, MemoryCache>();

/** The store for a database (one per Db object, so two instances in one test process keep apart). */
export function memoryCacheOf(db: object): MemoryCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MemoryCache(DEFAULT_CACHE_BYTES);
    caches.set(db, cache);
  }
  return cache;
}
