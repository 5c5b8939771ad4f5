import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs } from "../modules/index";
import { createTwoInstances } from "../test-support/two-instances";
import { claimLease, ensureLeases } from "./jobs.repo";
import { type Job, JobRunner } from "./runner";

// Issue 17 §5: a periodic pass runs in one instance at a time, once per period, whichever of
// several instances on one database ticks; a failed pass is logged and retried at the next tick.

const HOUR = 3_600_000;
let two: Awaited<ReturnType<typeof createTwoInstances>>;
let now = Date.parse("2026-11-24T12:00:00.000Z");
const clock = () => now;

beforeAll(async () => {
  two = await createTwoInstances();
});
afterAll(() => two.close());
beforeEach(async () => {
  await two.db.deleteFrom("job_leases").execute();
});

/** A pass that counts its runs and takes a little while, so two ticks overlap it. */
function countingJob(name: string): Job & { runs: number } {
  const job = {
    name,
    everyMs: 6 * HOUR,
    runs: 0,
    run: async () => {
      job.runs++;
      await new Promise((resolve) => setTimeout(resolve, 30));
    },
  };
  return job;
}

describe("periodic passes across instances", () => {
  it("run once when two instances tick together, and again only when due", async () => {
    const job = countingJob("test.counting");
    const a = new JobRunner(two.a.app, [job], { now: clock });
    const b = new JobRunner(two.b.app, [job], { now: clock });

    const ran = await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toBe(1);
    expect(ran.flat()).toEqual(["test.counting"]);

    now += 5 * HOUR; // not due yet, for either
    expect([...(await a.tick()), ...(await b.tick())]).toEqual([]);
    expect(job.runs).toBe(1);

    now += 1 * HOUR + 1000; // due: one of them runs it
    await Promise.all([b.tick(), a.tick()]);
    expect(job.runs).toBe(2);
  });

  it("log a failed pass and run it again at the next tick", async () => {
    let attempts = 0;
    const flaky: Job = {
      name: "test.flaky",
      everyMs: 6 * HOUR,
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error("TVmaze is down");
      },
    };
    const logged = vi.spyOn(two.a.app.log, "error");
    const a = new JobRunner(two.a.app, [flaky], { now: clock });
    expect(await a.tick()).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ job: "test.flaky" }),
      "periodic pass failed; it runs again at the next tick",
    );
    const b = new JobRunner(two.b.app, [flaky], { now: clock });
    expect(await b.tick()).toEqual(["test.flaky"]); // the next tick, on any instance
    expect(attempts).toBe(2);
    logged.mockRestore();
  });

  it("leave a pass another instance is running, and take it over when that lease runs out", async () => {
    const job = countingJob("test.lease");
    const iso = (ms: number) => new Date(ms).toISOString();
    // An instance claimed it and died mid-pass: its lease is still good for 10 minutes.
    await ensureLeases(two.db, [job.name]);
    expect(await claimLease(two.db, job.name, "gone", iso(now), iso(now - job.everyMs), iso(now + 600_000))).toBe(true);
    const b = new JobRunner(two.b.app, [job], { now: clock });
    expect(await b.tick()).toEqual([]);
    now += 600_001;
    expect(await b.tick()).toEqual(["test.lease"]);
    expect(job.runs).toBe(1);
  });

  it("a tick still under way is not run twice by the same instance", async () => {
    const job = countingJob("test.overlap");
    const a = new JobRunner(two.a.app, [job], { now: clock });
    const [first, second] = await Promise.all([a.tick(), a.tick()]);
    expect(first).toEqual(["test.overlap"]);
    expect(second).toBe(first);
    expect(job.runs).toBe(1);
  });

  it("are declared by the modules under unique names: bill auto-pay, the TV refresh, the daily backup, notifications, the pruning of idempotency keys and the resuming of imports", () => {
    const names = jobs.map((job) => job.name);
    expect(names).toEqual([
      "bills.auto-pay",
      "tv.refresh",
      "backups.scheduled",
      "notifications.send",
      "idempotency.prune",
      "import.resume",
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});
