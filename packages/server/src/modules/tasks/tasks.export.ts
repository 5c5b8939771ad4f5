import type { FastifyRequest } from "fastify";
import { ownerToday } from "../settings/settings.service";
import { taskDto } from "./tasks.dto";
import * as tasks from "./tasks.service";

/** The start of any date: a completed task of every day is in the export. */
const EVER = "0000-01-01";

/** Every completed task in the API's shape (issue 18 §4): the completed view shows 30 days. */
export async function completedTaskHistory(request: FastifyRequest) {
  const today = await ownerToday(request);
  const { db } = request.server;
  const { rows, found } = await tasks.listTasks(db, request.owner.id, today, { status: "completed" }, EVER);
  return rows.map((row) => taskDto(request, row, found));
}
