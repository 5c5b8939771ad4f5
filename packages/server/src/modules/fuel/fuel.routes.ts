import {
  FUEL_IMPORT_MAX_BYTES,
  fuelEntryPatchSchema,
  fuelEntrySchema,
  fuelEntryWriteSchema,
  fuelImportResultSchema,
  fuelImportSchema,
  vehicleCreateSchema,
  vehiclePatchSchema,
  vehicleSchema,
} from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCachedJson } from "../../http/cached-json";
import * as fuelly from "../import/apps-import.service";
import { entryDto, vehicleDto } from "./fuel.dto";
import * as fuel from "./fuel.service";

const VEHICLES = "/fuel/api/vehicles/";
const VEHICLE = `${VEHICLES}:slug/`;
const ENTRIES = `${VEHICLE}entries/`;
const ENTRY = `${ENTRIES}:id(^\\d+)/`;
const tags = ["fuel"];
const slugParams = z.object({ slug: z.string().min(1).max(120) });
const entryParams = slugParams.extend({ id: z.coerce.number().int().positive() });

export const fuelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const vehicleResponse = async (request: FastifyRequest, userId: number, slug: string) => {
    const { vehicle, rows } = await fuel.getVehicle(db, userId, slug);
    return vehicleDto(request, vehicle, rows);
  };
  const entryResponse = async (request: FastifyRequest, userId: number, slug: string, id: number) => {
    const { vehicle, rows } = await fuel.getEntry(db, userId, slug, id);
    return entryDto(request, vehicle, rows, id);
  };

  const vehicleList = z.array(vehicleSchema);
  app.get(VEHICLES, { schema: { tags, response: { 200: vehicleList } } }, async (request, reply) =>
    sendCachedJson(request, reply, "fuel", vehicleList, async () =>
      (await fuel.listVehicles(db, request.owner.id)).map(({ vehicle, rows }) => vehicleDto(request, vehicle, rows)),
    ),
  );

  app.post(
    VEHICLES,
    { schema: { tags, body: vehicleCreateSchema, response: { 201: vehicleSchema } } },
    async (request, reply) => {
      const vehicle = await fuel.createVehicle(db, request.owner.id, request.body);
      return reply.status(201).send(vehicleDto(request, vehicle, []));
    },
  );

  app.get(VEHICLE, { schema: { tags, params: slugParams, response: { 200: vehicleSchema } } }, async (request, reply) =>
    sendCachedJson(request, reply, "fuel", vehicleSchema, () =>
      vehicleResponse(request, request.owner.id, request.params.slug),
    ),
  );

  app.patch(
    VEHICLE,
    { schema: { tags, params: slugParams, body: vehiclePatchSchema, response: { 200: vehicleSchema } } },
    async (request) => {
      const { vehicle, rows } = await fuel.patchVehicle(db, request.owner.id, request.params.slug, request.body);
      return vehicleDto(request, vehicle, rows);
    },
  );

  app.delete(VEHICLE, { schema: { tags, params: slugParams, response: { 204: z.null() } } }, async (request, reply) => {
    await fuel.deleteVehicle(db, request.owner.id, request.params.slug);
    return reply.status(204).send(null);
  });

  app.get(
    ENTRIES,
    { schema: { tags, params: slugParams, response: { 200: z.array(fuelEntrySchema) } } },
    async (request) => (await vehicleResponse(request, request.owner.id, request.params.slug)).entries,
  );

  app.post(
    ENTRIES,
    { schema: { tags, params: slugParams, body: fuelEntryWriteSchema, response: { 201: fuelEntrySchema } } },
    async (request, reply) => {
      const { slug } = request.params;
      const id = await fuel.addEntry(db, request.owner.id, slug, request.body);
      return reply.status(201).send(await entryResponse(request, request.owner.id, slug, id));
    },
  );

  app.get(ENTRY, { schema: { tags, params: entryParams, response: { 200: fuelEntrySchema } } }, async (request) =>
    entryResponse(request, request.owner.id, request.params.slug, request.params.id),
  );

  app.patch(
    ENTRY,
    { schema: { tags, params: entryParams, body: fuelEntryPatchSchema, response: { 200: fuelEntrySchema } } },
    async (request) => {
      const { slug, id } = request.params;
      await fuel.patchEntry(db, request.owner.id, slug, id, request.body);
      return entryResponse(request, request.owner.id, slug, id);
    },
  );

  app.delete(ENTRY, { schema: { tags, params: entryParams, response: { 204: z.null() } } }, async (request, reply) => {
    await fuel.deleteEntry(db, request.owner.id, request.params.slug, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    `${VEHICLE}import/`,
    {
      // The CSV travels as a JSON string, whose escaping (\n, \") can double its size;
      // the schema then caps the CSV itself at FUEL_IMPORT_MAX_BYTES.
      bodyLimit: 2 * FUEL_IMPORT_MAX_BYTES + 1024,
      schema: { tags, params: slugParams, body: fuelImportSchema, response: { 201: fuelImportResultSchema } },
    },
    async (request, reply) => {
      // The first fill-up import, kept for its callers; it now runs the Fuelly import of issue 23
      // (recorded, undoable, a file imported twice adds nothing) with its old answer and errors.
      const result = await fuelly.importCsvIntoVehicle(db, request.owner.id, request.params.slug, request.body.csv);
      return reply.status(201).send({ imported: result.counts.fill_ups ?? 0 });
    },
  );
};
