import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { itemRoutes } from "./items.routes";
import { tripRoutes } from "./trips.routes";

/** The Pack module (spec §2 Trip packing, §7 Pack): trips, activities, inventory, packing lists. */
export const packRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tripRoutes);
  await app.register(itemRoutes);
};
