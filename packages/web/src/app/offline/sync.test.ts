import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { type QueuedWrite, WriteQueue, writeQueue } from "./queue";
import { type Send, sendOrQueue, sendQueued, setSyncSession, syncSettled } from "./sync";

let dbSequence = 0;
const freshQueue = () => new WriteQueue(`test-queue-${++dbSequence}`);

const water = (amount: number, owner = "ana") => ({
  key: `key-${amount}-${owner}`,
  owner,
  kind: "water",
  label: `${amount} ml of water`,
  method: "POST" as const,
  url: "/tracker/api/water/tracker/",
  body: { amount },
  invalidates: [["water"]],
});

const refusal = (status: number, detail: string, fields?: Record<string, string[]>) =>
  new ApiError(status, { detail, code: "invalid", fields });

describe("WriteQueue", () => {
  it("keeps its snapshot when the queue it reads is empty, so no subscriber renders again", async () => {
    const queue = freshQueue();
    const before = queue.snapshot();
    const listener = vi.fn();
    queue.subscribe(listener);
    await queue.load();
    expect(queue.snapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    await queue.add(water(236));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.snapshot().map((write) => write.key)).toEqual(["key-236-ana"]);
  });
});

describe("sendQueued", () => {
  it("sends the owner's writes in the order they were made, each with its key, and empties the queue", async () => {
    const queue = freshQueue();
    for (const amount of [236, 591, 946]) await queue.add(water(amount));
    const sent: QueuedWrite[] = [];
    const onSent = vi.fn();
    const outcome = await sendQueued(queue, "ana", { send: async (write) => void sent.push(write), onSent });
    expect(sent.map((write) => [write.body.amount, write.key])).toEqual([
      [236, "key-236-ana"],
      [591, "key-591-ana"],
      [946, "key-946-ana"],
    ]);
    expect(outcome).toEqual({ sent: 3, refused: 0 });
    expect(onSent).toHaveBeenCalledTimes(3);
    expect(queue.snapshot()).toEqual([]);
  });

  it("stops at the first temporary failure and keeps it and everything after it, in order", async () => {
    for (const failure of [
      new ApiError(0, { detail: "no network", code: "network_error" }),
      new ApiError(409, { detail: "still running", code: "idempotency_in_progress" }),
      new ApiError(503, { detail: "down", code: "http_error" }),
      new ApiError(401, { detail: "signed out", code: "not_authenticated" }),
    ]) {
      const queue = freshQueue();
      for (const amount of [1, 2, 3]) await queue.add(water(amount));
      const send: Send = async (write) => {
        if (write.body.amount === 2) throw failure;
      };
      const outcome = await sendQueued(queue, "ana", { send });
      expect(outcome).toMatchObject({ sent: 1, refused: 0, stoppedBy: failure.detail });
      expect(queue.snapshot().map((write) => write.body.amount)).toEqual([2, 3]);
      expect(queue.snapshot().every((write) => write.refusal === undefined)).toBe(true);
    }
  });

  it("keeps a refused write with the server's message and goes on with the next", async () => {
    const queue = freshQueue();
    for (const amount of [0, 236]) await queue.add(water(amount));
    const send: Send = async (write) => {
      if (write.body.amount === 0) throw refusal(400, "Invalid input.", { amount: ["Use at least 1 ml."] });
    };
    expect(await sendQueued(queue, "ana", { send })).toEqual({ sent: 1, refused: 1 });
    expect(queue.snapshot()).toHaveLength(1);
    expect(queue.snapshot()[0]).toMatchObject({
      body: { amount: 0 },
      refusal: { status: 400, detail: "Invalid input.", fields: { amount: ["Use at least 1 ml."] } },
    });
    // A later pass leaves it alone until the owner edits it; then it goes, under the same key.
    const again = vi.fn(async () => undefined);
    expect(await sendQueued(queue, "ana", { send: again })).toEqual({ sent: 0, refused: 0 });
    expect(again).not.toHaveBeenCalled();
    await queue.resubmit("key-0-ana", { amount: 236 }, "236 ml of water");
    expect(await sendQueued(queue, "ana", { send: again })).toEqual({ sent: 1, refused: 0 });
    expect(again).toHaveBeenCalledWith(expect.objectContaining({ key: "key-0-ana", body: { amount: 236 } }));
  });

  it("never sends another owner's writes with this owner's token", async () => {
    const queue = freshQueue();
    await queue.add(water(236, "bea"));
    await queue.add(water(591, "ana"));
    const send = vi.fn(async () => undefined);
    await sendQueued(queue, "ana", { send });
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.snapshot().map((write) => write.owner)).toEqual(["bea"]);
  });

  it("keeps writes across visits: a new queue on the same database finds them in order", async () => {
    const name = `test-queue-${++dbSequence}`;
    const first = new WriteQueue(name);
    await first.add(water(236));
    await first.add(water(591));
    const reopened = new WriteQueue(name);
    await reopened.load();
    expect(reopened.snapshot().map((write) => write.body.amount)).toEqual([236, 591]);
  });
});

describe("sendOrQueue", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await syncSettled();
    setSyncSession(null);
    for (const write of writeQueue.snapshot()) await writeQueue.remove(write.key);
  });
  const newWrite = {
    kind: "water",
    label: "8 oz of water",
    method: "POST" as const,
    url: "/tracker/api/water/tracker/",
    body: { amount: 236 },
    invalidates: [["water"]],
  };
  const signIn = () => setSyncSession({ owner: "ana", queryClient: { invalidateQueries: vi.fn() } as never });

  it("online: sends at once with an Idempotency-Key", async () => {
    signIn();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 1, amount: 236 }), { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await sendOrQueue(newWrite);
    expect(result).toEqual({ sent: { id: 1, amount: 236 } });
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Headers;
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
    expect(writeQueue.snapshot()).toEqual([]);
  });

  it("with no answer from the network: queues the write under the key it was sent with", async () => {
    signIn();
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    const result = await sendOrQueue(newWrite);
    const sentKey = ((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Headers).get(
      "Idempotency-Key",
    );
    expect(result.queued).toMatchObject({ owner: "ana", body: { amount: 236 }, key: sentKey });
    expect(writeQueue.snapshot().map((write) => write.key)).toEqual([sentKey]);
  });

  it("offline: queues without trying the network", async () => {
    signIn();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const result = await sendOrQueue(newWrite);
    expect(result.queued).toMatchObject({ label: "8 oz of water" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets a refusal through for the form to show, and queues nothing", async () => {
    signIn();
    const body = { detail: "Invalid input.", code: "invalid", fields: { amount: ["Use at least 1 ml."] } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    await expect(sendOrQueue({ ...newWrite, body: { amount: 0 } })).rejects.toMatchObject({ status: 400 });
    expect(writeQueue.snapshot()).toEqual([]);
  });
});
