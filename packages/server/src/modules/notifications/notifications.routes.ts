import {
  billReminderSchema,
  billReminderWriteSchema,
  digestPreviewSchema,
  notificationSettingsSchema,
  notificationSettingsWriteSchema,
  notificationTestResultSchema,
  notificationTestSchema,
} from "@homebase/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../http/params";
import { absoluteUrl } from "../../http/urls";
import { ownerToday } from "../settings/settings.service";
import { billReminder, resetBillReminder, setBillReminder } from "./bill-reminders";
import { previewDigest, sendTest } from "./notifications.actions";
import { notificationSettings, saveNotificationSettings } from "./notifications.service";

const tags = ["notifications"];
const BASE = "/api/notifications";
const channelFailure = z.object({ detail: z.string(), code: z.string() });

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(`${BASE}/settings/`, { schema: { tags, response: { 200: notificationSettingsSchema } } }, async (request) =>
    notificationSettings(db, config, request.owner.id),
  );

  app.put(
    `${BASE}/settings/`,
    { schema: { tags, body: notificationSettingsWriteSchema, response: { 200: notificationSettingsSchema } } },
    async (request) => saveNotificationSettings(db, config, request.owner.id, request.body),
  );

  // The one synchronous send: the owner waits for it, within the channel timeout.
  app.post(
    `${BASE}/test/`,
    {
      schema: {
        tags,
        body: notificationTestSchema,
        response: { 200: notificationTestResultSchema, 502: channelFailure },
      },
    },
    async (request, reply) => {
      const failure = await sendTest(
        db,
        config,
        request.owner.id,
        request.body.kind,
        absoluteUrl(request, "/settings/"),
      );
      if (failure) return reply.status(502).send({ detail: failure, code: "channel_failed" });
      return { detail: `Sent a test through ${request.body.kind}.` };
    },
  );

  app.get(`${BASE}/digest/preview/`, { schema: { tags, response: { 200: digestPreviewSchema } } }, async (request) =>
    previewDigest(db, config, request.owner.id, await ownerToday(request), absoluteUrl(request, "/")),
  );

  // One bill's reminder: its own days, off (null), or back to the owner's default (DELETE).
  const BILL = `${BASE}/bill-reminders/:id(^\\d+)/`;
  app.get(BILL, { schema: { tags, params: idParams, response: { 200: billReminderSchema } } }, async (request) =>
    billReminder(db, request.owner.id, request.params.id, await ownerToday(request)),
  );
  app.put(
    BILL,
    { schema: { tags, params: idParams, body: billReminderWriteSchema, response: { 200: billReminderSchema } } },
    async (request) =>
      setBillReminder(db, request.owner.id, request.params.id, request.body.reminder_days, await ownerToday(request)),
  );
  app.delete(BILL, { schema: { tags, params: idParams, response: { 200: billReminderSchema } } }, async (request) =>
    resetBillReminder(db, request.owner.id, request.params.id, await ownerToday(request)),
  );
};
