import { afterEach, describe, expect, it, vi } from "vitest";
import { earlyPaths, startEarlyRequests } from "../early";
import { apiRequest } from "./client";
import { takeEarlyResponse } from "./earlyRequests";
import { removeToken, setToken } from "./token";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

afterEach(() => {
  delete window.homebaseEarlyRequests;
  removeToken();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Signed in on /fuel/ in a visible tab: starts the early calls and returns once they wait for
 * the page's first frame (call `frames[0]` to draw it).
 */
async function startOnFuelUntilFirstFrame() {
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => json({}));
  vi.stubGlobal("fetch", fetch);
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  setToken("stored-token");
  window.history.replaceState(null, "", "/fuel/");
  const starting = startEarlyRequests();
  await vi.waitFor(() => expect(frames).toHaveLength(1));
  return { fetch, frames, starting };
}

describe("early requests (issue 28)", () => {
  it("asks for the owner, the settings and the screen's first calls on a main screen only", () => {
    expect(earlyPaths("/tasks")).toEqual([
      "/auth/users/me/",
      "/auth/users/me/settings/",
      "/task/api/priority/",
      "/task/api/project/",
      "/task/api/task/",
    ]);
    // The puzzle helpers: only the owner's calls, on which every signed-in page waits.
    expect(earlyPaths("/wordle/")).toEqual(["/auth/users/me/", "/auth/users/me/settings/"]);
    expect(earlyPaths("/login/")).toEqual([]);
    expect(earlyPaths("/tasks/some-task/")).toEqual([]);
  });

  it("starts them with the token the app stored, and hands each answer out once", async () => {
    const fetch = vi.fn(async () => json({ username: "owner" }));
    vi.stubGlobal("fetch", fetch);
    setToken("stored-token");
    window.history.replaceState(null, "", "/fuel/");
    const starting = startEarlyRequests();
    // One call per task, so that starting them never holds the page for long.
    expect(fetch).toHaveBeenCalledTimes(1);
    await starting;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith("/fuel/api/vehicles/", {
      headers: { Accept: "application/json", Authorization: "Bearer stored-token" },
    });

    // The app's first GET of a path takes the answer; the next one asks the server.
    await expect(apiRequest("/auth/users/me/")).resolves.toEqual({ username: "owner" });
    expect(fetch).toHaveBeenCalledTimes(3);
    await apiRequest("/auth/users/me/");
    expect(fetch).toHaveBeenCalledTimes(4);
    // A write never takes one.
    await apiRequest("/fuel/api/vehicles/", { method: "POST", body: {} });
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(takeEarlyResponse("/fuel/api/vehicles/", "stored-token")).toBeDefined();
  });

  it("starts the screen's own calls after the page's first frame, so that they never hold it back", async () => {
    const { fetch, frames, starting } = await startOnFuelUntilFirstFrame();
    // The owner's two calls, on which every page waits, do not wait for the frame.
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(["/auth/users/me/", "/auth/users/me/settings/"]);
    frames[0]?.(0);
    await starting;
    expect(fetch).toHaveBeenLastCalledWith("/fuel/api/vehicles/", expect.anything());
  });

  it("does not start a call the app made itself first, whose answer a later call would take", async () => {
    const { fetch, frames, starting } = await startOnFuelUntilFirstFrame();
    // The app's code came from the service worker's cache and asked before the first frame.
    await apiRequest("/fuel/api/vehicles/");
    expect(fetch).toHaveBeenCalledTimes(3);
    frames[0]?.(0);
    await starting;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(takeEarlyResponse("/fuel/api/vehicles/", "stored-token")).toBeUndefined();
  });

  it("gives nothing to a call made with another token, and starts nothing signed out", async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal("fetch", fetch);
    window.history.replaceState(null, "", "/fuel/");
    await startEarlyRequests();
    expect(fetch).not.toHaveBeenCalled();
    setToken("first");
    await startEarlyRequests();
    expect(takeEarlyResponse("/fuel/api/vehicles/", "second")).toBeUndefined();
    expect(takeEarlyResponse("/fuel/api/vehicles/", "first")).toBeDefined();
  });
});
