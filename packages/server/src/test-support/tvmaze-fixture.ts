import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

// A local stand-in for TVmaze's API (tests never call the internet), answering with JSON shaped
// as TVmaze documents it. Also used by the e2e server. `failNext` answers 429s, `hang` never answers.

type Episode = {
  id: number;
  season: number;
  number: number | null;
  type: string;
  name: string;
  airdate: string;
  airtime: string;
  airstamp: string | null;
  runtime: number;
  image: null;
  summary: string;
};

const episode = (
  id: number,
  season: number,
  number: number | null,
  airstamp: string | null,
  type = "regular",
  name = `Episode ${season}x${number}`,
): Episode => ({
  id,
  season,
  number,
  type,
  name,
  airdate: airstamp?.slice(0, 10) ?? "",
  airtime: "21:00",
  airstamp,
  runtime: 45,
  image: null,
  summary: "<p>Something <b>happens</b> &amp; then more.</p>",
});

export const FIXTURE_SHOWS = [
  {
    id: 101,
    name: "Northern Lights",
    summary: "<p><b>Northern Lights</b> follows a small town&#39;s radio station &amp; its listeners.</p>",
    status: "Running",
    premiered: "2020-01-05",
    updated: 1_700_000_000,
    network: { name: "Aurora TV" },
    webChannel: null,
    externals: { thetvdb: 350101, imdb: "tt9000101" },
    image: { medium: "/images/101-medium.jpg", original: "/images/101.jpg" },
    episodes: [
      episode(1001, 1, 1, "2020-01-06T02:00:00+00:00"),
      episode(1002, 1, 2, "2020-01-13T02:00:00+00:00"),
      episode(1003, 1, 3, "2020-01-20T02:00:00+00:00"),
      episode(1004, 2, 1, "2021-01-10T02:00:00+00:00"),
      episode(1005, 2, 2, "2099-01-17T02:00:00+00:00"),
      // Specials, as TVmaze gives them: no number, a type ending in "special".
      episode(1009, 2, null, "2021-02-01T02:00:00+00:00", "significant_special", "Behind the Scenes"),
      episode(1010, 1, null, "2020-12-20T02:00:00+00:00", "insignificant_special", "Holiday Special"),
    ],
  },
  {
    id: 202,
    name: "Harbor Street",
    summary: "<p>Two neighbours, one harbour.</p>",
    status: "Ended",
    premiered: "2019-03-01",
    updated: 1_600_000_000,
    network: null,
    webChannel: { name: "StreamCo" },
    externals: { thetvdb: 350202, imdb: null },
    image: null,
    episodes: [episode(2001, 1, 1, "2019-03-01T20:00:00+00:00"), episode(2002, 1, 2, "2019-03-08T20:00:00+00:00")],
  },
];

export type TvmazeFixture = {
  url: string;
  requests: string[];
  /** Answer the next `count` API requests with 429 (Retry-After: 1). */
  failNext: (count: number) => void;
  /** While true, API requests never get an answer (timeouts). */
  hang: boolean;
  /** Marks a show changed (the updates endpoint reports it with this timestamp). */
  touch: (showId: number, updated: number, rename?: string) => void;
  close: () => Promise<void>;
};

export async function startTvmazeFixture(): Promise<TvmazeFixture> {
  const shows = structuredClone(FIXTURE_SHOWS);
  const poster = await sharp({
    create: { width: 680, height: 1000, channels: 3, background: { r: 30, g: 60, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  let failures = 0;
  const state = { hang: false };
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fixture");
    requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith("/images/")) {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.end(poster);
      return;
    }
    if (state.hang) return; // never answers
    if (failures > 0) {
      failures--;
      response.writeHead(429, { "retry-after": "1" });
      response.end();
      return;
    }
    const base = `http://${request.headers.host}`;
    const publicShow = (show: (typeof shows)[number]) => {
      const { episodes: _episodes, ...rest } = show;
      return {
        ...rest,
        image: show.image ? { medium: `${base}${show.image.medium}`, original: `${base}${show.image.original}` } : null,
      };
    };
    if (url.pathname === "/search/shows") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      return json(
        200,
        shows.filter((s) => s.name.toLowerCase().includes(q)).map((show) => ({ score: 0.9, show: publicShow(show) })),
      );
    }
    const match = url.pathname.match(/^\/shows\/(\d+)$/);
    if (match) {
      const show = shows.find((s) => s.id === Number(match[1]));
      if (!show) return json(404, { name: "Not Found", message: "", code: 0, status: 404 });
      const embed = url.searchParams.getAll("embed[]").includes("episodes");
      // Like TVmaze, the embedded list holds regular episodes only (specials are asked for apart).
      const episodes = show.episodes.filter((e) => e.type === "regular");
      return json(200, { ...publicShow(show), ...(embed ? { _embedded: { episodes } } : {}) });
    }
    // The episode list; like TVmaze, specials only with specials=1 (then alongside the regular ones).
    const episodesMatch = url.pathname.match(/^\/shows\/(\d+)\/episodes$/);
    if (episodesMatch) {
      const show = shows.find((s) => s.id === Number(episodesMatch[1]));
      if (!show) return json(404, { name: "Not Found", message: "", code: 0, status: 404 });
      const withSpecials = url.searchParams.get("specials") === "1";
      const episodes = show.episodes.filter((e) => withSpecials || e.type === "regular");
      return json(200, episodes);
    }
    // TVmaze's lookup by another site's id answers with a redirect to the show, else 404.
    if (url.pathname === "/lookup/shows") {
      const tvdb = Number(url.searchParams.get("thetvdb"));
      const imdb = url.searchParams.get("imdb");
      const show = shows.find((s) => (tvdb && s.externals.thetvdb === tvdb) || (imdb && s.externals.imdb === imdb));
      if (!show) return json(404, { name: "Not Found", message: "", code: 0, status: 404 });
      response.writeHead(302, { location: `${base}/shows/${show.id}` });
      response.end();
      return;
    }
    if (url.pathname === "/updates/shows") {
      return json(200, Object.fromEntries(shows.map((s) => [String(s.id), s.updated])));
    }
    json(404, { name: "Not Found", status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fixture: TvmazeFixture = {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (count) => {
      failures = count;
    },
    get hang() {
      return state.hang;
    },
    set hang(value: boolean) {
      state.hang = value;
    },
    touch: (showId, updated, rename) => {
      const show = shows.find((s) => s.id === showId);
      if (!show) return;
      show.updated = updated;
      if (rename) show.name = rename;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fixture;
}
