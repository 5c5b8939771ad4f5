import { ownerSettingsPatchSchema, ownerSettingsSchema } from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { absoluteUrl } from "../../http/urls";
import { getSettings, updateSettings } from "./settings.service";

const PATH = "/auth/users/me/settings/";
const settingsResponse = ownerSettingsSchema.extend({ url: ownerSettingsSchema.shape.time_zone });

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.timeZone;

  app.get(PATH, { schema: { tags: ["settings"], response: { 200: settingsResponse } } }, async (request) => ({
    ...(await getSettings(app.db, request.owner.id, tz)),
    url: absoluteUrl(request, PATH),
  }));

  app.patch(
    PATH,
    { schema: { tags: ["settings"], body: ownerSettingsPatchSchema, response: { 200: settingsResponse } } },
    async (request) => ({
      ...(await updateSettings(app.db, request.owner.id, request.body, tz)),
      url: absoluteUrl(request, PATH),
    }),
  );
};
