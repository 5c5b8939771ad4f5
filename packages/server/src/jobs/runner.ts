import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { claimLease, ensureLeases, finishLease, releaseLease } from "./jobs.repo";

/** A periodic pass a module declares in its `<name>.jobs.ts`. */
export type Job = {
  /** Unique and stable: the lease row's key. */
  name: string;
  /** How often the pass is due, counted from the end of the last one that succeeded. */
  everyMs: number;
  run: (app: FastifyInstance) => Promise<void>;
};

export type RunnerOptions = {
  /** How often each instance looks for due passes. */
  tickMs?: number;
  /** How long a claimed pass stays with its instance; past it, another instance may take over. */
  leaseMs?: number;
  now?: () => number;
};

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Runs every module's passes. Each tick claims the due passes in the database (job_leases), so
 * whether one instance runs or several share one PostgreSQL, a pass runs once per period: never
 * a double auto-pay or a double TVmaze fetch. A pass that throws is logged and, its lease
 * released without a finish, tried again at the next tick. Nothing here runs inside a request.
 */
export class JobRunner {
  readonly #holder = randomUUID();
  readonly #tickMs: number;
  readonly #leaseMs: number;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<string[]> | undefined;
  /** The lease rows, written once per runner rather than at every tick. */
  #leases: Promise<void> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly jobs: readonly Job[],
    options: RunnerOptions = {},
  ) {
    this.#tickMs = options.tickMs ?? MINUTE;
    this.#leaseMs = options.leaseMs ?? 30 * MINUTE;
    this.#now = options.now ?? Date.now;
  }

  /** The first tick right away (a pass due while the app was down runs on start), then every tickMs. */
  start(): void {
    void this.tick();
    this.#timer = setInterval(() => void this.tick(), this.#tickMs);
    this.#timer.unref();
  }

  /** Stops ticking and waits for a pass under way to end, so the database can close after it. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#ticking;
  }

  /** One look for due passes; answers the names this instance ran. A tick still under way is not doubled. */
  tick(): Promise<string[]> {
    this.#ticking ??= this.#runDue().finally(() => {
      this.#ticking = undefined;
    });
    return this.#ticking;
  }

  async #runDue(): Promise<string[]> {
    const ran: string[] = [];
    try {
      this.#leases ??= ensureLeases(
        this.app.db,
        this.jobs.map((job) => job.name),
      );
      await this.#leases;
    } catch (error) {
      this.#leases = undefined;
      this.app.log.error({ err: error }, "could not prepare the periodic passes; trying again at the next tick");
      return ran;
    }
    for (const job of this.jobs) {
      const at = this.#now();
      try {
        const claimed = await claimLease(
          this.app.db,
          job.name,
          this.#holder,
          iso(at),
          iso(at - job.everyMs),
          iso(at + this.#leaseMs),
        );
        if (!claimed) continue;
      } catch (error) {
        this.app.log.error({ err: error, job: job.name }, "could not check whether a periodic pass is due");
        continue;
      }
      try {
        await job.run(this.app);
        await finishLease(this.app.db, job.name, this.#holder, iso(this.#now()));
        ran.push(job.name);
      } catch (error) {
        this.app.log.error({ err: error, job: job.name }, "periodic pass failed; it runs again at the next tick");
        await releaseLease(this.app.db, job.name, this.#holder).catch(() => undefined);
      }
    }
    return ran;
  }
}
