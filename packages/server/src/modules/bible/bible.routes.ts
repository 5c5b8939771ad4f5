import {
  bibleBookSchema,
  memoryItemCreateSchema,
  memoryItemPatchSchema,
  memoryItemSchema,
  memoryReviewSchema,
  planCreateSchema,
  planPatchSchema,
  readingPlanSchema,
  scheduleEntryPatchSchema,
  scheduleEntrySchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { idParams } from "../../http/params";
import { ownerToday } from "../settings/settings.service";
import { BOOK_SUMMARIES, entryDto, memoryDto, planDto } from "./bible.dto";
import * as repo from "./bible.repo";
import * as bible from "./bible.service";

const tags = ["bible"];
const PLAN = "/bible/api/plan/:id(^\\d+)/";
const ENTRY = "/bible/api/schedule/:id(^\\d+)/";
const MEMORY = "/bible/api/memory/:id(^\\d+)/";

/** Plans with their progress, figured from their schedule entries in two grouped queries. */
async function plansWithProgress(db: Db, request: FastifyRequest, plans: repo.PlanRow[], planId?: number) {
  const userId = request.owner.id;
  const today = await ownerToday(request);
  const [totals, days] = await Promise.all([
    repo.planTotals(db, userId, today, planId),
    repo.planDays(db, userId, today, planId),
  ]);
  const totalsByPlan = new Map(totals.map((row) => [row.plan_id, row]));
  return plans.map((plan) =>
    planDto(
      request,
      plan,
      totalsByPlan.get(plan.id),
      days.filter((day) => day.plan_id === plan.id),
      today,
    ),
  );
}

export const bibleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const onePlan = async (request: FastifyRequest, plan: repo.PlanRow) =>
    (await plansWithProgress(db, request, [plan], plan.id))[0]!;

  app.get(
    "/bible/api/books/",
    { schema: { tags, response: { 200: z.array(bibleBookSchema) } } },
    async () => BOOK_SUMMARIES,
  );

  app.get("/bible/api/plan/", { schema: { tags, response: { 200: z.array(readingPlanSchema) } } }, async (request) =>
    plansWithProgress(db, request, await repo.listPlans(db, request.owner.id)),
  );

  app.post(
    "/bible/api/plan/",
    { schema: { tags, body: planCreateSchema, response: { 201: readingPlanSchema } } },
    async (request, reply) => {
      const plan = await bible.createPlan(db, request.owner.id, request.body);
      return reply.status(201).send(await onePlan(request, plan));
    },
  );

  app.patch(
    PLAN,
    { schema: { tags, params: idParams, body: planPatchSchema, response: { 200: readingPlanSchema } } },
    async (request) => onePlan(request, await bible.patchPlan(db, request.owner.id, request.params.id, request.body)),
  );

  app.delete(PLAN, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await bible.deletePlan(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    `${PLAN}catch-up/`,
    { schema: { tags, params: idParams, response: { 200: readingPlanSchema } } },
    async (request) => {
      const today = await ownerToday(request);
      return onePlan(request, await bible.catchUp(db, request.owner.id, request.params.id, today));
    },
  );

  app.get(
    "/bible/api/schedule/",
    { schema: { tags, response: { 200: z.array(scheduleEntrySchema) } } },
    async (request) => {
      const today = await ownerToday(request);
      const [rows, template] = await Promise.all([
        repo.listSchedule(db, request.owner.id, today),
        repo.bibleUrlTemplate(db, request.owner.id),
      ]);
      return rows.map((row) => entryDto(request, row, today, template));
    },
  );

  // Issue 25: the next reading day's readings, to read ahead; ticking one dates it today.
  app.get(
    "/bible/api/schedule/ahead/",
    { schema: { tags, response: { 200: z.array(scheduleEntrySchema) } } },
    async (request) => {
      const today = await ownerToday(request);
      const [rows, template] = await Promise.all([
        repo.nextReadings(db, request.owner.id, today),
        repo.bibleUrlTemplate(db, request.owner.id),
      ]);
      return rows.map((row) => entryDto(request, row, today, template));
    },
  );

  app.patch(
    ENTRY,
    { schema: { tags, params: idParams, body: scheduleEntryPatchSchema, response: { 200: scheduleEntrySchema } } },
    async (request) => {
      const today = await ownerToday(request);
      const { id } = request.params;
      const row = await bible.setEntryCompleted(db, request.owner.id, id, request.body.is_completed, today);
      return entryDto(request, row, today, await repo.bibleUrlTemplate(db, request.owner.id));
    },
  );

  app.get("/bible/api/memory/", { schema: { tags, response: { 200: z.array(memoryItemSchema) } } }, async (request) => {
    const today = await ownerToday(request);
    return (await bible.listMemoryItems(db, request.owner.id)).map((row) => memoryDto(request, row, today));
  });

  app.post(
    "/bible/api/memory/",
    { schema: { tags, body: memoryItemCreateSchema, response: { 201: memoryItemSchema } } },
    async (request, reply) => {
      const row = await bible.createMemoryItem(db, request.owner.id, request.body);
      return reply.status(201).send(memoryDto(request, row, await ownerToday(request)));
    },
  );

  app.patch(
    MEMORY,
    { schema: { tags, params: idParams, body: memoryItemPatchSchema, response: { 200: memoryItemSchema } } },
    async (request) => {
      const today = await ownerToday(request);
      const row = await bible.patchMemoryItem(db, request.owner.id, request.params.id, request.body, today);
      return memoryDto(request, row, today);
    },
  );

  app.delete(MEMORY, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await bible.deleteMemoryItem(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    `${MEMORY}review/`,
    { schema: { tags, params: idParams, body: memoryReviewSchema, response: { 200: memoryItemSchema } } },
    async (request) => {
      const today = await ownerToday(request);
      const { id } = request.params;
      const row = await bible.reviewMemoryItem(db, request.owner.id, id, request.body.remembered, today);
      return memoryDto(request, row, today);
    },
  );
};
