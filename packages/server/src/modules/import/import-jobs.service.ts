import { randomUUID } from "node:crypto";
import type { ImportSource } from "@homebase/contracts";
import type { FastifyInstance } from "fastify";
import { type Db, nowIso } from "../../db/database";
import { HttpError, orNotFound } from "../../http/errors";
import { tvmazeClientFor } from "../tv/tvmaze.client";
import { runImport } from "./apps-import.service";
import * as repo from "./import-jobs.repo";

// Imports of sources marked `background` (issue 23: a TV Time export names hundreds of shows,
// each looked up at TVmaze's pace) run apart from their request. The job row holds the file, the
// progress and, at the end, the import's answer. An instance renews its lease as it goes; a job
// whose instance stopped is taken up by the next pass of any instance, and goes on quickly: the
// TVmaze answers it already had are remembered (tv_external_ids).

const LEASE_MS = 2 * 60_000;
/** Progress is written at most this often (and always at the end of a step list). */
const PROGRESS_EVERY_MS = 1000;
const KEEP_FINISHED_MS = 24 * 60 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** This instance is stopping, or another holds the job now: stop, writing nothing more. */
class Stopped extends Error {}

/** The runs under way per database handle, so that closing the app stops them and waits. */
type Runs = { running: Set<Promise<void>>; closing: boolean };
const runsByDb = new WeakMap<Db, Runs>();
const runsOf = (db: Db): Runs => {
  let runs = runsByDb.get(db);
  if (!runs) {
    runs = { running: new Set(), closing: false };
    runsByDb.set(db, runs);
  }
  return runs;
};

export type NewJob = {
  source: ImportSource;
  fileName: string;
  dryRun: boolean;
  fields: Record<string, string>;
  today: string;
  file: Buffer;
};

/** Records the job, taken by this instance, and starts it; answers the job as it stands. */
export async function startImportJob(app: FastifyInstance, userId: number, job: NewJob) {
  const holder = randomUUID();
  const row = await repo.insertJob(app.db, {
    user_id: userId,
    source: job.source,
    file_name: job.fileName.slice(0, 255),
    dry_run: job.dryRun,
    fields: JSON.stringify(job.fields),
    today: job.today,
    file: job.file,
    holder,
    lease_until: iso(Date.now() + LEASE_MS),
    created_at: nowIso(),
  });
  track(app, runJob(app, row.id, holder));
  return row;
}

export async function findImportJob(db: Db, userId: number, id: number) {
  return orNotFound(await repo.findJob(db, userId, id), "Import");
}

/** The periodic pass: takes up jobs whose instance stopped, and forgets old finished ones. */
export async function resumeImportJobs(app: FastifyInstance): Promise<void> {
  const now = Date.now();
  await repo.deleteFinishedBefore(app.db, iso(now - KEEP_FINISHED_MS));
  for (const id of await repo.abandonedJobIds(app.db, iso(now), 5)) {
    const holder = randomUUID();
    if (await repo.claimJob(app.db, id, holder, iso(now), iso(now + LEASE_MS))) track(app, runJob(app, id, holder));
  }
}

/** Stops this instance's runs at their next step, releasing their jobs for the next instance. */
export async function stopImportJobs(db: Db): Promise<void> {
  const runs = runsOf(db);
  runs.closing = true;
  await Promise.allSettled([...runs.running]);
  runsByDb.delete(db);
}

function track(app: FastifyInstance, run: Promise<void>) {
  const { running } = runsOf(app.db);
  const tracked = run
    .catch((error) => app.log.error({ err: error }, "import job could not record its end"))
    .finally(() => running.delete(tracked));
  running.add(tracked);
}

async function runJob(app: FastifyInstance, id: number, holder: string): Promise<void> {
  const { db } = app;
  const job = await repo.jobToRun(db, id);
  if (!job || job.file === null || job.status !== null) return;
  const runs = runsOf(db);
  let last = 0;
  const progress = async (done: number, total: number) => {
    if (runs.closing) throw new Stopped();
    const now = Date.now();
    if (done < total && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    if (!(await repo.recordProgress(db, id, holder, done, total, iso(now + LEASE_MS)))) throw new Stopped();
  };
  let status: number;
  let answer: unknown;
  try {
    const result = await runImport(db, job.user_id, job.source as ImportSource, {
      bytes: Buffer.from(job.file),
      fields: JSON.parse(job.fields) as Record<string, string>,
      fileName: job.file_name,
      dryRun: Boolean(job.dry_run),
      today: job.today,
      deps: { tvmaze: tvmazeClientFor(app.config.tvmaze), media: app.media },
      progress,
    });
    status = result.id === null ? 200 : 201;
    answer = result;
  } catch (error) {
    if (error instanceof Stopped) {
      if (runs.closing) await repo.releaseJob(db, id, holder);
      return;
    }
    if (error instanceof HttpError) {
      status = error.statusCode;
      answer = error.toBody();
    } else {
      // Recorded as failed rather than taken up again and again by the next passes.
      app.log.error({ err: error, importJob: id }, "import job failed");
      status = 500;
      answer = { detail: "The import failed on the server; nothing was imported.", code: "server_error" };
    }
  }
  await repo.finishJob(db, id, holder, status, JSON.stringify(answer), nowIso());
}
