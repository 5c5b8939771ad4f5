import multipart from "@fastify/multipart";
import {
  autoAddSchema,
  inventorySchema,
  itemCreateSchema,
  itemPatchSchema,
  itemSchema,
  namedCreateSchema,
  PACK_PHOTO,
  PACK_PHOTO_MAX_BYTES,
  PACK_THUMBNAIL,
  packCategorySchema,
  tripItemCreateSchema,
  tripItemPatchSchema,
  tripItemSchema,
  tripSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { nowIso } from "../../db/database";
import { type FieldErrors, invalid, orNotFound } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { idParams } from "../../http/params";
import { removeImages, storeImage } from "../media/images";
import { ownerToday } from "../settings/settings.service";
import { itemDto, namedDto, tripDto, tripItemDto } from "./pack.dto";
import * as repo from "./pack.repo";
import { addItemsToActivity, addToUpcomingTrips, packNames } from "./pack.service";

const tags = ["pack"];
const itemPath = "/pack/api/item/:id(^\\d+)/";
const listQuery = z.object({
  inventory: z.coerce.number({ error: "Choose an inventory from the list." }).int().positive().optional(),
});

export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Scoped to this plugin: only the photo routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: PACK_PHOTO_MAX_BYTES, files: 1, fields: 2 } });

  for (const [kind, table] of [
    ["category", "pack_categories"],
    ["inventory", "pack_inventories"],
  ] as const) {
    const schema = kind === "category" ? packCategorySchema : inventorySchema;
    app.get(`/pack/api/${kind}/`, { schema: { tags, response: { 200: z.array(schema) } } }, async (request) =>
      (await repo.listNamed(db, table, request.owner.id)).map((row) => namedDto(request, kind, row)),
    );
    // A name the owner already has (any letter case) answers that one.
    app.post(
      `/pack/api/${kind}/`,
      { schema: { tags, body: namedCreateSchema, response: { 200: schema, 201: schema } } },
      async (request, reply) => {
        const existing = await repo.findNamed(db, table, request.owner.id, request.body.name);
        if (existing) return namedDto(request, kind, existing);
        const row = await db
          .insertInto(table)
          .values({ user_id: request.owner.id, name: request.body.name })
          .returningAll()
          .executeTakeFirstOrThrow();
        return reply.status(201).send(namedDto(request, kind, row));
      },
    );
  }

  const names = (userId: number) => packNames(db, userId);
  const checkRefs = (
    found: Awaited<ReturnType<typeof names>>,
    body: { category_id?: number | null; inventory_id?: number | null },
  ) => {
    const errors: FieldErrors = {};
    if (body.category_id != null && !found.categories.has(body.category_id))
      errors.category_id = ["Choose one from the list."];
    if (body.inventory_id != null && !found.inventories.has(body.inventory_id))
      errors.inventory_id = ["Choose one from the list."];
    if (Object.keys(errors).length > 0) throw invalid(errors);
  };
  const liveItem = async (userId: number, id: number) => {
    const row = await repo.findItem(db, userId, id);
    return orNotFound(row && !row.is_deleted ? row : undefined, "Item");
  };
  const itemResponse = async (request: FastifyRequest, id: number) =>
    itemDto(request, await liveItem(request.owner.id, id), await names(request.owner.id));

  app.get(
    "/pack/api/item/",
    { schema: { tags, querystring: listQuery, response: { 200: z.array(itemSchema) } } },
    async (request) => {
      let query = db
        .selectFrom("pack_items")
        .selectAll()
        .where("user_id", "=", request.owner.id)
        .where("is_deleted", "=", false);
      if (request.query.inventory !== undefined) query = query.where("inventory_id", "=", request.query.inventory);
      const [rows, found] = await Promise.all([query.orderBy("name").orderBy("id").execute(), names(request.owner.id)]);
      return rows.map((row) => itemDto(request, row, found));
    },
  );

  app.post(
    "/pack/api/item/",
    { schema: { tags, body: itemCreateSchema, response: { 201: itemSchema } } },
    async (request, reply) => {
      const found = await names(request.owner.id);
      checkRefs(found, request.body);
      const row = await db
        .insertInto("pack_items")
        .values({ ...request.body, user_id: request.owner.id, created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(itemDto(request, row, found));
    },
  );

  app.get(itemPath, { schema: { tags, params: idParams, response: { 200: itemSchema } } }, async (request) =>
    itemResponse(request, request.params.id),
  );

  app.patch(
    itemPath,
    { schema: { tags, params: idParams, body: itemPatchSchema, response: { 200: itemSchema } } },
    async (request) => {
      const row = await liveItem(request.owner.id, request.params.id);
      checkRefs(await names(request.owner.id), request.body);
      if (Object.keys(request.body).length > 0) {
        await db.updateTable("pack_items").set(request.body).where("id", "=", row.id).execute();
      }
      return itemResponse(request, row.id);
    },
  );

  // Soft delete: the item leaves the inventory, past trips keep it in their lists.
  app.delete(itemPath, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    const row = await liveItem(request.owner.id, request.params.id);
    await db.updateTable("pack_items").set({ is_deleted: true, is_auto_add: false }).where("id", "=", row.id).execute();
    return reply.status(204).send(null);
  });

  app.post(
    `${itemPath}auto-add/`,
    { schema: { tags, params: idParams, body: autoAddSchema, response: { 200: itemSchema } } },
    async (request) => {
      const row = await liveItem(request.owner.id, request.params.id);
      await db
        .updateTable("pack_items")
        .set({ is_auto_add: request.body.is_auto_add })
        .where("id", "=", row.id)
        .execute();
      if (request.body.is_auto_add) await addToUpcomingTrips(db, row, await ownerToday(request));
      return itemResponse(request, row.id);
    },
  );

  /** Replaces the photo of an item or a trip with the uploaded one (old files removed). */
  async function setPhoto(
    request: FastifyRequest,
    table: "pack_items" | "pack_trips",
    current: { id: number; photo: string | null; thumbnail: string | null },
  ) {
    const { file } = await readMultipart(request, PACK_PHOTO_MAX_BYTES, "Use a smaller photo.");
    if (!file || file.length === 0) throw invalid({ file: ["Choose a photo to upload."] });
    const stored = await storeImage(app.media, file, PACK_PHOTO, PACK_THUMBNAIL);
    await db.updateTable(table).set(stored).where("id", "=", current.id).execute();
    await removeImages(app.media, [current.photo, current.thumbnail]);
  }
  const noPhoto = {
    photo: null,
    photo_width: null,
    photo_height: null,
    thumbnail: null,
    thumbnail_width: null,
    thumbnail_height: null,
  };

  app.post(
    `${itemPath}photo/`,
    { schema: { tags, params: idParams, consumes: ["multipart/form-data"], response: { 200: itemSchema } } },
    async (request) => {
      await setPhoto(request, "pack_items", await liveItem(request.owner.id, request.params.id));
      return itemResponse(request, request.params.id);
    },
  );
  app.delete(
    `${itemPath}photo/`,
    { schema: { tags, params: idParams, response: { 200: itemSchema } } },
    async (request) => {
      const row = await liveItem(request.owner.id, request.params.id);
      await db.updateTable("pack_items").set(noPhoto).where("id", "=", row.id).execute();
      await removeImages(app.media, [row.photo, row.thumbnail]);
      return itemResponse(request, row.id);
    },
  );

  const tripPhotoPath = "/pack/api/trip/:id(^\\d+)/photo/";
  const trip = async (userId: number, id: number) => orNotFound(await repo.findTrip(db, userId, id), "Trip");
  app.post(
    tripPhotoPath,
    { schema: { tags, params: idParams, consumes: ["multipart/form-data"], response: { 200: tripSchema } } },
    async (request) => {
      await setPhoto(request, "pack_trips", await trip(request.owner.id, request.params.id));
      return tripDto(request, await trip(request.owner.id, request.params.id));
    },
  );
  app.delete(tripPhotoPath, { schema: { tags, params: idParams, response: { 200: tripSchema } } }, async (request) => {
    const row = await trip(request.owner.id, request.params.id);
    await db.updateTable("pack_trips").set(noPhoto).where("id", "=", row.id).execute();
    await removeImages(app.media, [row.photo, row.thumbnail]);
    return tripDto(request, await trip(request.owner.id, row.id));
  });

  // Trip items: the activity names the trip (spec §7: POST {activity_id, item_id}).
  app.post(
    "/pack/api/trip-item/",
    { schema: { tags, body: tripItemCreateSchema, response: { 201: tripItemSchema } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const activity = await repo.findActivity(db, userId, request.body.activity_id);
      const item = await repo.findItem(db, userId, request.body.item_id);
      const errors: FieldErrors = {};
      if (!activity) errors.activity_id = ["Choose one from the list."];
      if (!item || item.is_deleted) errors.item_id = ["Choose one from the list."];
      if (Object.keys(errors).length > 0 || !activity || !item) throw invalid(errors);
      const [id] = await addItemsToActivity(db, activity, [item.id]);
      if (id === undefined) throw invalid({ item_id: ["This item is already on this activity."] });
      const row = orNotFound(await repo.findTripItem(db, userId, id));
      return reply.status(201).send(tripItemDto(request, row, itemDto(request, item, await names(userId))));
    },
  );

  const tripItemPath = "/pack/api/trip-item/:id(^\\d+)/";
  app.patch(
    tripItemPath,
    { schema: { tags, params: idParams, body: tripItemPatchSchema, response: { 200: tripItemSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const row = orNotFound(await repo.findTripItem(db, userId, request.params.id), "Trip item");
      await db
        .updateTable("pack_trip_items")
        .set({ is_packed: request.body.is_packed, time_updated: nowIso() })
        .where("id", "=", row.id)
        .execute();
      const item = orNotFound(await repo.findItem(db, userId, row.item_id));
      return tripItemDto(
        request,
        orNotFound(await repo.findTripItem(db, userId, row.id)),
        itemDto(request, item, await names(userId)),
      );
    },
  );

  app.delete(
    tripItemPath,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const row = orNotFound(await repo.findTripItem(db, request.owner.id, request.params.id), "Trip item");
      await db.deleteFrom("pack_trip_items").where("id", "=", row.id).execute();
      return reply.status(204).send(null);
    },
  );
};
