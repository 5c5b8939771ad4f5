import type { Config } from "../../config";
import type { ChannelRow } from "./notifications.repo";

// Sending one message through one channel. Every outgoing request has a timeout; a failure
// throws a ChannelError whose message says what the channel answered, for Settings to show.

export type Message = { title: string; body: string; url: string | null; kind: "digest" | "bill_reminder" | "test" };

export class ChannelError extends Error {}

/** What a failed channel answered, short enough to show. */
const MAX_ANSWER = 300;

async function post(
  label: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
) {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new ChannelError(`${label} did not answer within ${Math.round(timeoutMs / 100) / 10} s.`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new ChannelError(`Could not reach ${label}: ${cause?.code ?? cause?.message ?? (error as Error).message}.`);
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => "")).trim().slice(0, MAX_ANSWER);
    throw new ChannelError(`${label} answered ${response.status}${text ? `: ${text}` : "."}`);
  }
  await response.body?.cancel().catch(() => undefined);
}

/** ntfy's JSON publishing: POST to the server's root with the topic in the body (UTF-8 titles work). */
function sendNtfy(channel: ChannelRow, message: Message, timeoutMs: number) {
  const topicUrl = new URL(channel.url as string);
  const segments = topicUrl.pathname.split("/").filter(Boolean);
  const topic = segments.pop() ?? "";
  const root = `${topicUrl.origin}/${segments.map((s) => `${s}/`).join("")}`;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (channel.token) headers.authorization = `Bearer ${channel.token}`;
  return post(
    "ntfy",
    root,
    {
      headers,
      body: JSON.stringify({
        topic,
        title: message.title,
        message: message.body,
        ...(message.url ? { click: message.url } : {}),
      }),
    },
    timeoutMs,
  );
}

function sendGotify(channel: ChannelRow, message: Message, timeoutMs: number) {
  const url = `${(channel.url as string).replace(/\/+$/, "")}/message`;
  return post(
    "Gotify",
    url,
    {
      headers: { "content-type": "application/json", "x-gotify-key": channel.token ?? "" },
      body: JSON.stringify({
        title: message.title,
        message: message.body,
        priority: 5,
        ...(message.url ? { extras: { "client::notification": { click: { url: message.url } } } } : {}),
      }),
    },
    timeoutMs,
  );
}

function sendWebhook(channel: ChannelRow, message: Message, timeoutMs: number) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (channel.token) headers.authorization = `Bearer ${channel.token}`;
  return post(
    "The webhook",
    channel.url as string,
    {
      headers,
      body: JSON.stringify({ title: message.title, body: message.body, url: message.url, kind: message.kind }),
    },
    timeoutMs,
  );
}

async function sendEmail(channel: ChannelRow, message: Message, config: Config) {
  const { smtpUrl, mailFrom, timeoutMs } = config.notify;
  if (!smtpUrl || !mailFrom) throw new ChannelError("E-mail needs SMTP_URL and MAIL_FROM set on the server.");
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  // Loaded on the first e-mail, not at start: nodemailer is about 5 MB of live heap in every
  // instance (issue 29), and most servers never send mail.
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({
      from: mailFrom,
      to: channel.address as string,
      subject: message.title,
      text: message.url ? `${message.body}\n\n${message.url}\n` : `${message.body}\n`,
    });
  } catch (error) {
    const smtp = error as { response?: string; code?: string; message: string };
    throw new ChannelError(`The mail server refused: ${(smtp.response ?? smtp.message).slice(0, MAX_ANSWER)}`);
  } finally {
    transport.close();
  }
}

export async function sendThrough(channel: ChannelRow, message: Message, config: Config): Promise<void> {
  const { timeoutMs } = config.notify;
  switch (channel.kind) {
    case "ntfy":
      return sendNtfy(channel, message, timeoutMs);
    case "gotify":
      return sendGotify(channel, message, timeoutMs);
    case "webhook":
      return sendWebhook(channel, message, timeoutMs);
    case "email":
      return sendEmail(channel, message, config);
    default:
      throw new ChannelError(`Unknown channel kind ${channel.kind}.`);
  }
}
