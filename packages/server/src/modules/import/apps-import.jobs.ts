import type { Job } from "../../jobs/runner";
import { resumeImportJobs } from "./import-jobs.service";

/** Takes up the background imports whose instance stopped (restart, crash); see import-jobs.service.ts. */
export const appsImportJobs: Job[] = [{ name: "import.resume", everyMs: 60_000, run: resumeImportJobs }];
