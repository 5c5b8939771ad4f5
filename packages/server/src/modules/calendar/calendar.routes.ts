import { type CalendarFeed, calendarFeedPatchSchema, calendarFeedSchema } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { absoluteUrl, publicOrigin } from "../../http/urls";
import { ownerSettings, setFeedSwitches } from "../notifications/notifications.service";
import { feedCalendar, feedOwner, feedPath, feedSecret, rotateFeedSecret } from "./calendar.service";

const tags = ["calendar"];

const feedDto = (
  request: FastifyRequest,
  secret: string,
  switches: Awaited<ReturnType<typeof ownerSettings>>,
): CalendarFeed => ({
  url: absoluteUrl(request, feedPath(secret)),
  show_bills: switches.show_bills,
  show_tasks: switches.show_tasks,
  show_episodes: switches.show_episodes,
  show_trips: switches.show_trips,
  show_reading: switches.show_reading,
});

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/api/calendar/", { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) => {
    const [secret, switches] = await Promise.all([
      feedSecret(db, request.owner.id),
      ownerSettings(db, request.owner.id),
    ]);
    return feedDto(request, secret, switches);
  });

  app.patch(
    "/api/calendar/",
    { schema: { tags, body: calendarFeedPatchSchema, response: { 200: calendarFeedSchema } } },
    async (request) => {
      const switches = await setFeedSwitches(db, request.owner.id, request.body);
      return feedDto(request, await feedSecret(db, request.owner.id), switches);
    },
  );

  app.post("/api/calendar/rotate/", { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) => {
    const secret = await rotateFeedSecret(db, request.owner.id);
    return feedDto(request, secret, await ownerSettings(db, request.owner.id));
  });

  // The feed itself: no token (phone calendars cannot send one); the secret in the name is the key.
  app.get(
    "/calendar/:file",
    { config: { public: true }, schema: { tags, params: z.object({ file: z.string() }), hide: true } },
    async (request, reply) => {
      const userId = await feedOwner(db, request.params.file);
      const body = await feedCalendar(db, userId, {
        origin: publicOrigin(request),
        defaultTimeZone: app.config.timeZone,
        now: new Date(),
      });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .header("content-disposition", 'inline; filename="homebase.ics"')
        .send(body);
    },
  );
};
