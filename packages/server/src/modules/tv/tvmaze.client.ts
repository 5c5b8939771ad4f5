import type { Config } from "../../config";

// TVmaze (free, no key): every call is spaced to stay under their 20 calls / 10 s, times out,
// and backs off and retries on 429. Fields as TVmaze documents them.

export type TvmazeImage = { medium?: string | null; original?: string | null } | null;
export type TvmazeEpisode = {
  id: number;
  season: number;
  number: number | null;
  type?: string;
  name: string | null;
  airdate?: string | null;
  airtime?: string | null;
  airstamp: string | null;
  runtime: number | null;
  summary: string | null;
};
export type TvmazeShow = {
  id: number;
  name: string;
  summary: string | null;
  status?: string | null;
  premiered?: string | null;
  updated?: number;
  image: TvmazeImage;
  network?: { name: string } | null;
  webChannel?: { name: string } | null;
  _embedded?: { episodes?: TvmazeEpisode[] };
};

/**
 * TVmaze marks specials with a type ending in "special" ("significant_special",
 * "insignificant_special") and gives them no episode number. Anything not plainly a numbered
 * "regular" episode is treated as a special, so it never counts toward progress.
 */
export const isSpecial = (episode: Pick<TvmazeEpisode, "number" | "type">) =>
  episode.number === null || (episode.type !== undefined && episode.type !== "regular");

/** TVmaze could not be reached (down, offline, timed out or still rate-limiting after retries). */
export class TvmazeUnavailable extends Error {}
/** TVmaze answered that the show does not exist. */
export class TvmazeNotFound extends Error {}

const RETRIES = 3;

const clients = new WeakMap<Config["tvmaze"], TvmazeClient>();
/** One client per app: the routes and the refresh pass share its spacing of TVmaze calls. */
export function tvmazeClientFor(options: Config["tvmaze"]): TvmazeClient {
  let client = clients.get(options);
  if (!client) {
    client = new TvmazeClient(options);
    clients.set(options, client);
  }
  return client;
}

export class TvmazeClient {
  private nextSlot = 0;

  constructor(private readonly options: Config["tvmaze"]) {}

  /** Waits for this call's turn: calls are at least `spacingMs` apart. */
  private async turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + this.options.spacingMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  private async fetch(url: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      await this.turn();
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: "application/json", "user-agent": "Homebase (self-hosted)" },
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
      } catch (error) {
        throw new TvmazeUnavailable(`TVmaze did not answer: ${(error as Error).message}`);
      }
      if (response.status !== 429) return response;
      await response.body?.cancel();
      if (attempt >= RETRIES) throw new TvmazeUnavailable("TVmaze is limiting requests; try again in a minute.");
      const retryAfter = Number(response.headers.get("retry-after"));
      const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 2 ** attempt * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 10_000)));
    }
  }

  private async json<T>(path: string): Promise<T> {
    const response = await this.fetch(`${this.options.url}${path}`);
    if (response.status === 404) throw new TvmazeNotFound(`TVmaze has nothing at ${path}`);
    if (!response.ok) throw new TvmazeUnavailable(`TVmaze answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  search(query: string): Promise<{ score: number; show: TvmazeShow }[]> {
    return this.json(`/search/shows?q=${encodeURIComponent(query)}`);
  }

  /** The show with its regular episodes (TVmaze leaves specials out of the embed). */
  show(tvmazeId: number): Promise<TvmazeShow> {
    return this.json(`/shows/${tvmazeId}?embed[]=episodes`);
  }

  /**
   * Every episode of the show, specials included (TVmaze's documented `specials=1`): the one extra
   * call made only when an owner asked for the specials. See `isSpecial`.
   */
  specials(tvmazeId: number): Promise<TvmazeEpisode[]> {
    return this.json(`/shows/${tvmazeId}/episodes?specials=1`);
  }

  /** The show another site knows by this id (TVmaze's /lookup/shows redirects to it); TvmazeNotFound when none. */
  lookup(site: "thetvdb" | "imdb", id: string): Promise<TvmazeShow> {
    return this.json(`/lookup/shows?${site}=${encodeURIComponent(id)}`);
  }

  /** Shows changed in the last day: TVmaze id → updated (epoch seconds). */
  updates(): Promise<Record<string, number>> {
    return this.json("/updates/shows?since=day");
  }

  /** A poster image's bytes (images are on TVmaze's static host, outside the API rate limit). */
  async image(url: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw new TvmazeUnavailable(`The poster could not be downloaded: ${(error as Error).message}`);
    }
    if (!response.ok) throw new TvmazeUnavailable(`The poster could not be downloaded (${response.status}).`);
    return Buffer.from(await response.arrayBuffer());
  }
}

/** Where TVmaze serves its images (their API answers with full URLs on this host). */
export const TVMAZE_IMAGE_ORIGIN = "https://static.tvmaze.com";

/**
 * Image origins the browser may load TVmaze pictures from (added to the CSP's img-src): TVmaze's
 * image host, and the configured API's own origin (a stand-in for TVmaze serves both from one).
 */
export function tvmazeImageOrigins(tvmazeUrl: string): string[] {
  return [...new Set([TVMAZE_IMAGE_ORIGIN, new URL(tvmazeUrl).origin])];
}

/** An image URL from TVmaze fit for an <img>: http(s) only, else none. */
export function webImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** TVmaze summaries are HTML; we store and show plain text (never rendered as HTML). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, " ")
    .trim();
}
