import multipart from "@fastify/multipart";
import {
  autoAddSchema,
  inventorySchema,
  itemCreateSchema,
  itemPatchSchema,
  itemSchema,
  namedCreateSchema,
  PACK_PHOTO_MAX_BYTES,
  packCategorySchema,
  tripItemCreateSchema,
  tripItemPatchSchema,
  tripItemSchema,
  tripSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid } from "../../http/errors";
import { readMultipart } from "../../http/multipart";
import { idParams } from "../../http/params";
import { ownerToday } from "../settings/settings.service";
import * as items from "./items.service";
import { itemDto, namedDto, tripDto, tripItemDto } from "./pack.dto";
import * as repo from "./pack.repo";
import * as pack from "./pack.service";

const tags = ["pack"];
const itemPath = "/pack/api/item/:id(^\\d+)/";
const listQuery = z.object({
  inventory: z.coerce.number({ error: "Choose an inventory from the list." }).int().positive().optional(),
});

/** The uploaded photo (the form's `file`); none answers 400. */
async function uploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  const { file } = await readMultipart(request, PACK_PHOTO_MAX_BYTES, "Use a smaller photo.");
  if (!file || file.length === 0) throw invalid({ file: ["Choose a photo to upload."] });
  return file;
}

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
        const { row, created } = await items.findOrCreateNamed(db, table, request.owner.id, request.body.name);
        return created ? reply.status(201).send(namedDto(request, kind, row)) : namedDto(request, kind, row);
      },
    );
  }

  const itemResponse = async (request: FastifyRequest, id: number) =>
    itemDto(request, await items.liveItem(db, request.owner.id, id), await pack.packNames(db, request.owner.id));

  app.get(
    "/pack/api/item/",
    { schema: { tags, querystring: listQuery, response: { 200: z.array(itemSchema) } } },
    async (request) => {
      const [rows, names] = await Promise.all([
        repo.liveItems(db, request.owner.id, request.query.inventory),
        pack.packNames(db, request.owner.id),
      ]);
      return rows.map((row) => itemDto(request, row, names));
    },
  );

  app.post(
    "/pack/api/item/",
    { schema: { tags, body: itemCreateSchema, response: { 201: itemSchema } } },
    async (request, reply) => {
      const { row, names } = await items.createItem(db, request.owner.id, request.body);
      return reply.status(201).send(itemDto(request, row, names));
    },
  );

  app.get(itemPath, { schema: { tags, params: idParams, response: { 200: itemSchema } } }, async (request) =>
    itemResponse(request, request.params.id),
  );

  app.patch(
    itemPath,
    { schema: { tags, params: idParams, body: itemPatchSchema, response: { 200: itemSchema } } },
    async (request) => {
      await items.updateItem(db, request.owner.id, request.params.id, request.body);
      return itemResponse(request, request.params.id);
    },
  );

  app.delete(itemPath, { schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await items.deleteItem(db, request.owner.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    `${itemPath}auto-add/`,
    { schema: { tags, params: idParams, body: autoAddSchema, response: { 200: itemSchema } } },
    async (request) => {
      const today = await ownerToday(request);
      await items.setAutoAdd(db, request.owner.id, request.params.id, request.body.is_auto_add, today);
      return itemResponse(request, request.params.id);
    },
  );

  app.post(
    `${itemPath}photo/`,
    { schema: { tags, params: idParams, consumes: ["multipart/form-data"], response: { 200: itemSchema } } },
    async (request) => {
      const row = await items.liveItem(db, request.owner.id, request.params.id);
      await items.replacePhoto(db, app.media, "pack_items", row, await uploadedPhoto(request));
      return itemResponse(request, request.params.id);
    },
  );
  app.delete(
    `${itemPath}photo/`,
    { schema: { tags, params: idParams, response: { 200: itemSchema } } },
    async (request) => {
      await items.removeItemPhoto(db, app.media, request.owner.id, request.params.id);
      return itemResponse(request, request.params.id);
    },
  );

  const tripPhotoPath = "/pack/api/trip/:id(^\\d+)/photo/";
  app.post(
    tripPhotoPath,
    { schema: { tags, params: idParams, consumes: ["multipart/form-data"], response: { 200: tripSchema } } },
    async (request) => {
      const row = await pack.ownTrip(db, request.owner.id, request.params.id);
      await items.replacePhoto(db, app.media, "pack_trips", row, await uploadedPhoto(request));
      return tripDto(request, await pack.ownTrip(db, request.owner.id, request.params.id));
    },
  );
  app.delete(tripPhotoPath, { schema: { tags, params: idParams, response: { 200: tripSchema } } }, async (request) => {
    await items.removeTripPhoto(db, app.media, request.owner.id, request.params.id);
    return tripDto(request, await pack.ownTrip(db, request.owner.id, request.params.id));
  });

  // Trip items: the activity names the trip (spec §7: POST {activity_id, item_id}).
  app.post(
    "/pack/api/trip-item/",
    { schema: { tags, body: tripItemCreateSchema, response: { 201: tripItemSchema } } },
    async (request, reply) => {
      const userId = request.owner.id;
      const { tripItem, item } = await pack.addTripItem(db, userId, request.body.activity_id, request.body.item_id);
      return reply
        .status(201)
        .send(tripItemDto(request, tripItem, itemDto(request, item, await pack.packNames(db, userId))));
    },
  );

  const tripItemPath = "/pack/api/trip-item/:id(^\\d+)/";
  app.patch(
    tripItemPath,
    { schema: { tags, params: idParams, body: tripItemPatchSchema, response: { 200: tripItemSchema } } },
    async (request) => {
      const userId = request.owner.id;
      const { tripItem, item } = await pack.setPacked(db, userId, request.params.id, request.body.is_packed);
      return tripItemDto(request, tripItem, itemDto(request, item, await pack.packNames(db, userId)));
    },
  );

  app.delete(
    tripItemPath,
    { schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await pack.deleteTripItem(db, request.owner.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
