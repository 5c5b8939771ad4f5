import type { FastifyRequest } from "fastify";
import { ownerToday } from "../settings/settings.service";
import { entryDto } from "./bible.dto";
import * as repo from "./bible.repo";

/** Every reading day of every plan in the API's shape (issue 18 §4): the schedule call answers today's page. */
export async function scheduleHistory(request: FastifyRequest) {
  const { db } = request.server;
  const [today, rows, template] = await Promise.all([
    ownerToday(request),
    repo.allScheduleEntries(db, request.owner.id),
    repo.bibleUrlTemplate(db, request.owner.id),
  ]);
  return rows.map((row) => entryDto(request, row, today, template));
}
