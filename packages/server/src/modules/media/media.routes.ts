import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../http/errors";
import { MEDIA_NAME } from "./images";

/** Stored photos and posters, by their random names (see images.ts for why this is public). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/media/:name",
    {
      config: { public: true },
      schema: { hide: true, params: z.object({ name: z.string().max(60) }) },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!MEDIA_NAME.test(name)) throw notFound("Photo");
      const data = await app.media.get(name);
      if (!data) throw notFound("Photo");
      // Names are never reused, so the content never changes.
      return reply
        .header("content-type", "image/webp")
        .header("content-length", data.length)
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(data);
    },
  );
};
