import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// Local stand-ins for the services notifications go to (tests never reach the internet): one
// HTTP listener for ntfy, Gotify and webhooks, and an SMTP server (the smtp-server package).

export type ReceivedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * Answers 200 to every POST and records it. A path under /fail/ answers 500 with a message,
 * one under /hang/ never answers (the sender's timeout must end it).
 */
export async function startHttpStandIn() {
  const received: ReceivedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({
        method: request.method ?? "",
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (path.startsWith("/hang/")) {
        hanging.add(response);
        return;
      }
      if (path.startsWith("/fail/")) {
        response.writeHead(500, { "content-type": "text/plain" }).end("topic on fire");
        return;
      }
      response.writeHead(200, { "content-type": "application/json" }).end('{"id":"1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** What arrived at `path`, bodies parsed as JSON. */
    at: (path: string) => received.filter((r) => r.path === path).map((r) => ({ ...r, json: JSON.parse(r.body) })),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ReceivedMail = { from: string; to: string[]; data: string };

/** Accepts mail for anyone but bounce@…, which it refuses with 550 as a real server would. */
export async function startSmtpStandIn() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("bounce@")) {
        const error = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens: a port the system gave out and took back. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}
