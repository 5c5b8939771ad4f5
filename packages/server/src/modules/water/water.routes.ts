import {
  waterDaySchema,
  waterEntrySchema,
  waterEntryWriteSchema,
  waterStreakSchema,
  waterTargetSchema,
  waterTargetWriteSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import { ownerToday } from "../settings/settings.service";
import { BASE, entryDto, targetDto } from "./water.dto";
import * as repo from "./water.repo";
import * as water from "./water.service";

const tags = ["water"];

export const waterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    `${BASE}/daily-target/`,
    { schema: { tags, response: { 200: z.array(waterTargetSchema) } } },
    async (request) => {
      const target = await repo.findTarget(db, request.owner.id);
      return target ? [targetDto(request, target)] : [];
    },
  );

  app.post(
    `${BASE}/daily-target/`,
    { schema: { tags, body: waterTargetWriteSchema, response: { 200: waterTargetSchema, 201: waterTargetSchema } } },
    async (request, reply) => {
      const today = await ownerToday(request);
      const { target, created } = await water.createTarget(db, request.owner.id, request.body.target_ml, today);
      return reply.status(created ? 201 : 200).send(targetDto(request, target));
    },
  );

  app.get(
    `${BASE}/daily-target/:id(^\\d+)/`,
    { schema: { tags, params: idParams, response: { 200: waterTargetSchema } } },
    async (request) => targetDto(request, await water.getTarget(db, request.owner.id, request.params.id)),
  );

  app.patch(
    `${BASE}/daily-target/:id(^\\d+)/`,
    { schema: { tags, params: idParams, body: waterTargetWriteSchema, response: { 200: waterTargetSchema } } },
    async (request) => {
      const today = await ownerToday(request);
      const row = await water.setTarget(db, request.owner.id, request.params.id, request.body.target_ml, today);
      return targetDto(request, row);
    },
  );

  app.get(`${BASE}/tracker/`, { schema: { tags, response: { 200: z.array(waterEntrySchema) } } }, async (request) => {
    const rows = await repo.entriesOn(db, request.owner.id, await ownerToday(request));
    return rows.map((row) => entryDto(request, row));
  });

  app.post(
    `${BASE}/tracker/`,
    { schema: { tags, body: waterEntryWriteSchema, response: { 201: waterEntrySchema } } },
    async (request, reply) => {
      const row = await repo.insertEntry(db, request.owner.id, request.body.amount, await ownerToday(request));
      return reply.status(201).send(entryDto(request, row));
    },
  );

  app.delete(
    `${BASE}/tracker/:id(^\\d+)/`,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await water.deleteEntry(db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(`${BASE}/summary/`, { schema: { tags, response: { 200: z.array(waterDaySchema) } } }, async (request) =>
    water.summary(db, request.owner.id, await ownerToday(request)),
  );

  app.get(`${BASE}/streak/`, { schema: { tags, response: { 200: waterStreakSchema } } }, async (request) =>
    water.streak(db, request.owner.id, await ownerToday(request)),
  );
};
