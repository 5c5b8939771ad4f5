import {
  activityAddItemsSchema,
  activityCreateSchema,
  activityPreviousSchema,
  activitySchema,
  packCategorySchema,
  tripCopySchema,
  tripCreateSchema,
  tripItemSchema,
  tripPatchSchema,
  tripSchema,
  tripStats,
  tripStatsSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import { ownerToday } from "../settings/settings.service";
import { activityDto, itemDto, namedDto, tripDto, tripItemDto } from "./pack.dto";
import * as repo from "./pack.repo";
import * as pack from "./pack.service";

const tags = ["pack"];
const tripPath = "/pack/api/trip/:id(^\\d+)/";

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/pack/api/trip/", { schema: { tags, response: { 200: z.array(tripSchema) } } }, async (request) => {
    const today = await ownerToday(request);
    return (await pack.tripsInOrder(db, request.owner.id, today)).map((row) => tripDto(request, row));
  });

  app.post(
    "/pack/api/trip/",
    { schema: { tags, body: tripCreateSchema, response: { 201: tripSchema } } },
    async (request, reply) =>
      reply.status(201).send(tripDto(request, await pack.createTrip(db, request.owner.id, request.body))),
  );

  app.get(tripPath, { schema: { tags, params: idParams, response: { 200: tripSchema } } }, async (request) =>
    tripDto(request, await pack.ownTrip(db, request.owner.id, request.params.id)),
  );

  app.patch(
    tripPath,
    { schema: { tags, params: idParams, body: tripPatchSchema, response: { 200: tripSchema } } },
    async (request) => tripDto(request, await pack.updateTrip(db, request.owner.id, request.params.id, request.body)),
  );

  app.delete(tripPath, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await pack.deleteTrip(db, app.media, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    `${tripPath}copy/`,
    { schema: { tags, params: idParams, body: tripCopySchema, response: { 201: tripSchema } } },
    async (request, reply) => {
      const trip = await pack.copyTrip(db, request.owner.id, request.params.id, request.body);
      return reply.status(201).send(tripDto(request, trip));
    },
  );

  app.get(
    `${tripPath}items/`,
    { schema: { tags, params: idParams, response: { 200: z.array(tripItemSchema) } } },
    async (request) => {
      const userId = request.owner.id;
      const current = await pack.ownTrip(db, userId, request.params.id);
      const [rows, items, names] = await Promise.all([
        repo.tripItemsOf(db, current.id),
        repo.itemsOnTrip(db, userId, current.id),
        pack.packNames(db, userId),
      ]);
      const byId = new Map(items.map((item) => [item.id, itemDto(request, item, names)]));
      return rows.flatMap((row) => {
        const item = byId.get(row.item_id);
        return item ? [tripItemDto(request, row, item)] : [];
      });
    },
  );

  app.get(
    `${tripPath}categories/`,
    { schema: { tags, params: idParams, response: { 200: z.array(packCategorySchema) } } },
    async (request) => {
      const current = await pack.ownTrip(db, request.owner.id, request.params.id);
      return (await repo.categoriesOfTrip(db, current.id)).map((row) => namedDto(request, "category", row));
    },
  );

  app.get(
    `${tripPath}stats/`,
    { schema: { tags, params: idParams, response: { 200: tripStatsSchema } } },
    async (request) => {
      const current = await pack.ownTrip(db, request.owner.id, request.params.id);
      const [activities, items] = await Promise.all([
        repo.activitiesOf(db, current.id),
        repo.tripItemsOf(db, current.id),
      ]);
      return tripStats(
        activities.map((a) => a.id),
        items,
      );
    },
  );

  app.get(
    `${tripPath}activities/`,
    { schema: { tags, params: idParams, response: { 200: z.array(activitySchema) } } },
    async (request) => {
      const current = await pack.ownTrip(db, request.owner.id, request.params.id);
      return (await repo.activitiesOf(db, current.id)).map((row) => activityDto(request, row));
    },
  );

  app.post(
    `${tripPath}activities/`,
    { schema: { tags, params: idParams, body: activityCreateSchema, response: { 201: activitySchema } } },
    async (request, reply) => {
      const row = await pack.addActivity(db, request.owner.id, request.params.id, request.body.name);
      return reply.status(201).send(activityDto(request, row));
    },
  );

  // Names the owner used on other trips, not yet on this one: suggestions for a new activity.
  app.get(
    `${tripPath}activities/suggestions/`,
    { schema: { tags, params: idParams, response: { 200: z.array(z.string()) } } },
    async (request) => pack.activitySuggestions(db, request.owner.id, request.params.id),
  );

  const activityPath = "/pack/api/activity/:id(^\\d+)/";

  app.delete(
    activityPath,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await pack.deleteActivity(db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${activityPath}previous/`,
    { schema: { tags, params: idParams, response: { 200: activityPreviousSchema } } },
    async (request) => pack.previousActivityItems(db, request.owner.id, request.params.id),
  );

  app.post(
    `${activityPath}add-items/`,
    { schema: { tags, params: idParams, body: activityAddItemsSchema, response: { 201: z.array(tripItemSchema) } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const { items, tripItems } = await pack.addItemsToOwnActivity(
        db,
        userId,
        request.params.id,
        request.body.item_ids,
      );
      const names = await pack.packNames(db, userId);
      const byId = new Map(items.map((item) => [item.id, itemDto(request, item, names)]));
      return reply
        .status(201)
        .send(tripItems.map((tripItem) => tripItemDto(request, tripItem, byId.get(tripItem.item_id)!)));
    },
  );
};
