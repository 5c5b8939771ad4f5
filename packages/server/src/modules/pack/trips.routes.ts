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
import { sql } from "kysely";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { invalid, orNotFound } from "../../http/errors";
import { idParams } from "../../http/params";
import { removeImages } from "../media/images";
import { ownerToday } from "../settings/settings.service";
import { activityDto, itemDto, namedDto, tripDto, tripItemDto } from "./pack.dto";
import * as repo from "./pack.repo";
import { addItemsToActivity, copyTrip, createTrip, packNames, previousActivityItems } from "./pack.service";

const tags = ["pack"];
const tripPath = "/pack/api/trip/:id(^\\d+)/";

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const trip = async (userId: number, id: number) => orNotFound(await repo.findTrip(db, userId, id), "Trip");

  app.get("/pack/api/trip/", { schema: { tags, response: { 200: z.array(tripSchema) } } }, async (request) => {
    const today = await ownerToday(request);
    const rows = await db.selectFrom("pack_trips").selectAll().where("user_id", "=", request.owner.id).execute();
    // Upcoming and current trips first (soonest first), then past trips (latest first).
    const upcoming = rows.filter((t) => t.date_end >= today).sort((a, b) => a.date_start.localeCompare(b.date_start));
    const past = rows.filter((t) => t.date_end < today).sort((a, b) => b.date_start.localeCompare(a.date_start));
    return [...upcoming, ...past].map((row) => tripDto(request, row));
  });

  app.post(
    "/pack/api/trip/",
    { schema: { tags, body: tripCreateSchema, response: { 201: tripSchema } } },
    async (request, reply) =>
      reply.status(201).send(tripDto(request, await createTrip(db, request.owner.id, request.body))),
  );

  app.get(tripPath, { schema: { tags, params: idParams, response: { 200: tripSchema } } }, async (request) =>
    tripDto(request, await trip(request.owner.id, request.params.id)),
  );

  app.patch(
    tripPath,
    { schema: { tags, params: idParams, body: tripPatchSchema, response: { 200: tripSchema } } },
    async (request) => {
      const current = await trip(request.owner.id, request.params.id);
      const start = request.body.date_start ?? current.date_start;
      const end = request.body.date_end ?? current.date_end;
      if (end < start) throw invalid({ date_end: ["End on or after the start date."] });
      if (Object.keys(request.body).length > 0) {
        await db.updateTable("pack_trips").set(request.body).where("id", "=", current.id).execute();
      }
      return tripDto(request, await trip(request.owner.id, current.id));
    },
  );

  app.delete(tripPath, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    const current = await trip(request.owner.id, request.params.id);
    await db.deleteFrom("pack_trips").where("id", "=", current.id).execute(); // activities and items go with it
    await removeImages(app.media, [current.photo, current.thumbnail]);
    return reply.status(204).send(null);
  });

  app.post(
    `${tripPath}copy/`,
    { schema: { tags, params: idParams, body: tripCopySchema, response: { 201: tripSchema } } },
    async (request, reply) => {
      const source = await trip(request.owner.id, request.params.id);
      return reply.status(201).send(tripDto(request, await copyTrip(db, source, request.body)));
    },
  );

  app.get(
    `${tripPath}items/`,
    { schema: { tags, params: idParams, response: { 200: z.array(tripItemSchema) } } },
    async (request) => {
      const userId = request.owner.id;
      const current = await trip(userId, request.params.id);
      const rows = await repo.tripItemsOf(db, current.id);
      const [items, names] = await Promise.all([
        repo.itemsByIds(
          db,
          userId,
          rows.map((row) => row.item_id),
        ),
        packNames(db, userId),
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
      const current = await trip(request.owner.id, request.params.id);
      const rows = await db
        .selectFrom("pack_categories")
        .selectAll()
        .where("id", "in", (eb) =>
          eb
            .selectFrom("pack_trip_items")
            .innerJoin("pack_items", "pack_items.id", "pack_trip_items.item_id")
            .select("pack_items.category_id")
            .where("pack_trip_items.trip_id", "=", current.id)
            .where("pack_items.category_id", "is not", null)
            .$narrowType<{ category_id: number }>(),
        )
        .orderBy("name")
        .execute();
      return rows.map((row) => namedDto(request, "category", row));
    },
  );

  app.get(
    `${tripPath}stats/`,
    { schema: { tags, params: idParams, response: { 200: tripStatsSchema } } },
    async (request) => {
      const current = await trip(request.owner.id, request.params.id);
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
      const current = await trip(request.owner.id, request.params.id);
      return (await repo.activitiesOf(db, current.id)).map((row) => activityDto(request, row));
    },
  );

  app.post(
    `${tripPath}activities/`,
    { schema: { tags, params: idParams, body: activityCreateSchema, response: { 201: activitySchema } } },
    async (request, reply) => {
      const current = await trip(request.owner.id, request.params.id);
      const name = request.body.name;
      const clash = (await repo.activitiesOf(db, current.id)).some((a) => a.name.toLowerCase() === name.toLowerCase());
      if (clash) throw invalid({ name: ["This trip already has this activity."] });
      const row = await db
        .insertInto("pack_activities")
        .values({ user_id: current.user_id, trip_id: current.id, name, created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(activityDto(request, row));
    },
  );

  // Names the owner used on other trips, not yet on this one: suggestions for a new activity.
  app.get(
    `${tripPath}activities/suggestions/`,
    { schema: { tags, params: idParams, response: { 200: z.array(z.string()) } } },
    async (request) => {
      const current = await trip(request.owner.id, request.params.id);
      const here = new Set((await repo.activitiesOf(db, current.id)).map((a) => a.name.toLowerCase()));
      const used = await db
        .selectFrom("pack_activities")
        .select(sql<string>`min(name)`.as("name"))
        .where("user_id", "=", current.user_id)
        .groupBy(sql`lower(name)`)
        .orderBy(sql`count(*)`, "desc")
        .execute();
      return used.map((row) => row.name).filter((name) => !here.has(name.toLowerCase()));
    },
  );

  const activityPath = "/pack/api/activity/:id(^\\d+)/";
  const activity = async (userId: number, id: number) =>
    orNotFound(await repo.findActivity(db, userId, id), "Activity");

  app.delete(
    activityPath,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const row = await activity(request.owner.id, request.params.id);
      await db.deleteFrom("pack_activities").where("id", "=", row.id).execute(); // its trip items go with it
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${activityPath}previous/`,
    { schema: { tags, params: idParams, response: { 200: activityPreviousSchema } } },
    async (request) => previousActivityItems(db, await activity(request.owner.id, request.params.id)),
  );

  app.post(
    `${activityPath}add-items/`,
    { schema: { tags, params: idParams, body: activityAddItemsSchema, response: { 201: z.array(tripItemSchema) } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const row = await activity(userId, request.params.id);
      const items = await repo.itemsByIds(db, userId, request.body.item_ids);
      const live = items.filter((item) => !item.is_deleted);
      if (live.length !== new Set(request.body.item_ids).size)
        throw invalid({ item_ids: ["Choose items from the list."] });
      const ids = await addItemsToActivity(
        db,
        row,
        live.map((item) => item.id),
      );
      const names = await packNames(db, userId);
      const byId = new Map(live.map((item) => [item.id, itemDto(request, item, names)]));
      const created = ids.length
        ? await db.selectFrom("pack_trip_items").selectAll().where("id", "in", ids).orderBy("id").execute()
        : [];
      return reply
        .status(201)
        .send(created.map((tripItem) => tripItemDto(request, tripItem, byId.get(tripItem.item_id)!)));
    },
  );
};
