import type { FastifyRequest } from "fastify";
import { entryDto } from "./water.dto";
import * as repo from "./water.repo";

/** Every water entry in the API's shape (issue 18 §4): the tracker call answers today's only. */
export async function waterEntryHistory(request: FastifyRequest) {
  return (await repo.allEntries(request.server.db, request.owner.id)).map((row) => entryDto(request, row));
}
