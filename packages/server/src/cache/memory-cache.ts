// Everything the server keeps per owner between requests (the ledger index, kept JSON answers)
// lives in one store per database with one memory budget (CACHE_MB), so a deployment serving a
// thousand owners holds what the budget allows, not a thousand owners' data. The least recently
// used entries go first. Nothing here is needed for a correct answer: every user re-checks its
// entry against the owner's data version in the database (db/data-versions.ts, the ledger
// version), and an evicted entry is built again on the next read, in any instance.

import v8 from "node:v8";
import vm from "node:vm";

type Slot = { value: unknown; bytes: number };

/** Bookkeeping per entry beyond its value: the key, the slot and the Map's own row. */
const ENTRY_OVERHEAD_BYTES = 160;
/** The budget when none was set (tests; CACHE_MB's default is config.ts's). */
export const DEFAULT_CACHE_BYTES = 128 * 1024 * 1024;
/** Released bytes below which a full collection is not worth its pause (about 10 ms at a 50 MB heap). */
const MIN_COLLECT_BYTES = 8 * 1024 * 1024;

/**
 * A full garbage collection, asked for without exposing `gc` to the rest of the process (the
 * way jest's leak detector does it). Made on first use.
 */
let fullCollection: (() => void) | undefined;
export function collectGarbage(): void {
  if (!fullCollection) {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as (options: { type: "major"; execution: "sync" }) => void;
    v8.setFlagsFromString("--no-expose-gc");
    fullCollection = () => gc({ type: "major", execution: "sync" });
  }
  fullCollection();
}

export class MemoryCache {
  /** Insertion order is use order: the first key is the least recently used. */
  readonly #slots = new Map<string, Slot>();
  #bytes = 0;
  /** Bytes of entries evicted, deleted or replaced since the last collection asked for. */
  #released = 0;
  #collecting = false;

  /**
   * `collect` runs after entries worth an eighth of the budget (at least MIN_COLLECT_BYTES) have
   * left. An index lives long enough to sit in V8's old generation, and its arrays are memory
   * outside the heap, so V8 frees an evicted one only at its next full collection, which it
   * schedules by the heap's growth and by 64 MB more of such memory: owners passing through a
   * full cache left 15 to 60 MB of evicted arrays in the process (owners bench).
   */
  constructor(
    private budgetBytes: number,
    private readonly collect: () => void = collectGarbage,
  ) {}

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
    const previous = this.#slots.get(key);
    if (previous) this.#remove(key, previous, previous.value !== value);
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
    if (slot) this.#remove(key, slot, true);
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
      this.#remove(key, slot, true);
    }
  }

  /** Forgets a slot; `released`: its value goes (not the same value kept at a new size). */
  #remove(key: string, slot: Slot, released: boolean): void {
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
    if (!released) return;
    this.#released += slot.bytes;
    if (this.#collecting || this.#released < Math.max(this.budgetBytes / 8, MIN_COLLECT_BYTES)) return;
    // Once the request under way has let go of what it evicted.
    this.#collecting = true;
    setImmediate(() => {
      this.#collecting = false;
      this.#released = 0;
      this.collect();
    });
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
