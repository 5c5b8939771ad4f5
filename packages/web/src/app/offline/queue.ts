import { type DBSchema, type IDBPDatabase, openDB } from "idb";

// Issue 22: writes made without a network wait here, in IndexedDB, until they can be sent.
// The queue keeps them in the order they were made, survives closing the app, and keeps a
// write the server refused (with the server's message) until the owner edits or discards it.

/** A write's JSON body. Its flat fields (numbers, text, yes/no) are what a refused write's editor shows. */
export type JsonBody = Record<string, unknown>;

export interface QueuedWrite {
  /** Also the write's Idempotency-Key: however often it is sent, the server runs it once. */
  key: string;
  /** Position in the queue: writes are sent in the order they were made. */
  seq: number;
  /** The signed-in owner's username: a write is only ever sent with its owner's token. */
  owner: string;
  /** What the write is, for the lists that show it as "waiting to sync" (e.g. "water"). */
  kind: string;
  /** Says what the write is in the status area: "8 oz of water", "New task: Buy stamps". */
  label: string;
  method: "POST" | "PATCH";
  url: string;
  body: JsonBody;
  /** Query key prefixes to refetch once the server has it (e.g. ["water"]). */
  invalidates: string[][];
  createdAt: string;
  /** Set when the server refused the write: kept for editing or discarding, never dropped. */
  refusal?: { status: number; detail: string; fields?: Record<string, string[]> };
}

interface QueueSchema extends DBSchema {
  writes: { key: string; value: QueuedWrite };
}

/** A random key that works outside secure contexts too (crypto.randomUUID needs one). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Listener = () => void;

export class WriteQueue {
  #db: Promise<IDBPDatabase<QueueSchema>> | undefined;
  #writes: readonly QueuedWrite[] = [];
  #loaded: Promise<void> | undefined;
  readonly #listeners = new Set<Listener>();

  constructor(private readonly databaseName: string) {}

  /**
   * idb (2 KB compressed) comes with the app's start-up code rather than as a file of its own on
   * first use. Fetched when the page first fell idle, it was a request of its own that often
   * ended just before the page drew its data, and then a phone on slow 4G waited for it after the
   * app's code: Lighthouse put Fuel's and Tasks' largest paint 160-240 ms later in those runs
   * (2.55-2.6 s against 2.32-2.36 s; issue 28).
   */
  #open() {
    // In a promise, so that a browser without IndexedDB (it throws at once) fails as a rejection.
    this.#db ??= Promise.resolve().then(() =>
      openDB<QueueSchema>(this.databaseName, 1, {
        upgrade: (db) => void db.createObjectStore("writes", { keyPath: "key" }),
      }),
    );
    return this.#db;
  }

  /**
   * Reads what an earlier visit left; the snapshot is empty until then. Never fails: where the
   * browser keeps no IndexedDB (some private modes) the app still works online, and only
   * `add` says that nothing can be kept offline.
   */
  load(): Promise<void> {
    this.#loaded ??= this.#open()
      .then((db) => db.getAll("writes"))
      .then((writes) => this.#set(writes))
      .catch((error) => console.error("The offline queue is unavailable", error));
    return this.#loaded;
  }

  #set(writes: QueuedWrite[]) {
    // Nothing waited and nothing waits: the snapshot stays the same array, so its subscribers
    // (every task row, every fill-up) do not all render again when the empty queue is read.
    if (writes.length === 0 && this.#writes.length === 0) return;
    this.#writes = [...writes].sort((a, b) => a.seq - b.seq);
    for (const listener of this.#listeners) listener();
  }

  /** The writes in order, refused ones included; the same array until something changes. */
  snapshot = (): readonly QueuedWrite[] => this.#writes;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  async add(write: Omit<QueuedWrite, "seq" | "createdAt">): Promise<QueuedWrite> {
    await this.load();
    const last = this.#writes.at(-1)?.seq ?? 0;
    const queued: QueuedWrite = { ...write, seq: Math.max(Date.now(), last + 1), createdAt: new Date().toISOString() };
    await (await this.#open()).put("writes", queued);
    this.#set([...this.#writes, queued]);
    return queued;
  }

  async remove(key: string): Promise<void> {
    await (await this.#open()).delete("writes", key);
    this.#set(this.#writes.filter((write) => write.key !== key));
  }

  async #replace(key: string, change: (write: QueuedWrite) => QueuedWrite): Promise<void> {
    const current = this.#writes.find((write) => write.key === key);
    if (!current) return;
    const next = change(current);
    await (await this.#open()).put("writes", next);
    this.#set(this.#writes.map((write) => (write.key === key ? next : write)));
  }

  refuse(key: string, refusal: NonNullable<QueuedWrite["refusal"]>): Promise<void> {
    return this.#replace(key, (write) => ({ ...write, refusal }));
  }

  /**
   * The owner's corrected body for a refused write, back in line under the same key: the server
   * keeps nothing for a refused request, so the key is free for the corrected one.
   */
  resubmit(key: string, body: JsonBody, label: string): Promise<void> {
    return this.#replace(key, ({ refusal: _refused, ...write }) => ({ ...write, body, label }));
  }
}

/** The app's one queue. */
export const writeQueue = new WriteQueue("homebase-offline-writes");
