import { z } from "zod";

// TV API payloads (spec §3 TV show, §7 TV; issue 7).

export const nextEpisodeSchema = z.object({
  season: z.number(),
  number: z.number(),
  name: z.string(),
  first_aired: z.string().nullable(),
  is_future: z.boolean(),
});

/** The owner's part of a show: what the show-state calls answer (spec §4: merged into the show). */
export const tvUserStateSchema = z.object({
  is_hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  is_reset: z.boolean(),
  /** The owner wants the show's specials listed (they never count toward progress). */
  show_specials: z.boolean(),
  completed: z.number(),
  aired: z.number(),
  last_watched_at: z.string().nullable(),
  next_episode: nextEpisodeSchema.nullable(),
});
export type TvUserState = z.infer<typeof tvUserStateSchema>;

export const tvShowSchema = tvUserStateSchema.extend({
  id: z.number(),
  url: z.string(),
  tvmaze_id: z.number(),
  name: z.string(),
  overview: z.string(),
  /** Poster for the show page (fits 185 × 278 at 2×); null until downloaded or when TVmaze has none. */
  poster_path: z.string().nullable(),
  /** Poster for lists and the home strip (fits 100 × 150 at 2×). */
  poster_thumb_path: z.string().nullable(),
  network: z.string(),
  status: z.string(),
  premiered: z.string().nullable(),
  details_url: z.string(),
  mark_as_watched_url: z.string(),
  reset_url: z.string(),
  undo_reset_url: z.string(),
  hide_url: z.string(),
  refresh_url: z.string(),
});
export type TvShow = z.infer<typeof tvShowSchema>;

const episodeFields = {
  id: z.number(),
  title: z.string(),
  first_aired: z.string().nullable(),
  last_watched_at: z.string().nullable(),
  /** PATCH {watched: boolean}. */
  watched_url: z.string(),
};
/** A regular episode; POST to watched_up_to_url marks this and every earlier regular episode. */
export const tvEpisodeSchema = z.object({
  ...episodeFields,
  number: z.number(),
  is_special: z.literal(false),
  watched_up_to_url: z.string(),
});
/**
 * A special (TVmaze type "…special"): no episode number and no place in the order, so no
 * "watched up to here"; `season` as TVmaze gives it. Listed only while the owner has show_specials on.
 */
export const tvSpecialSchema = z.object({
  ...episodeFields,
  season: z.number(),
  number: z.null(),
  is_special: z.literal(true),
});
export type TvSpecial = z.infer<typeof tvSpecialSchema>;
export const tvDetailsSchema = z.object({
  show_specials: z.boolean(),
  seasons: z.array(z.object({ number: z.number(), episodes: z.array(tvEpisodeSchema) })),
  /** Empty while show_specials is off. */
  specials: z.array(tvSpecialSchema),
});
export type TvDetails = z.infer<typeof tvDetailsSchema>;

export const tvSearchResultSchema = z.object({
  tvmaze_id: z.number(),
  name: z.string(),
  premiered: z.string().nullable(),
  network: z.string(),
  status: z.string(),
  overview: z.string(),
  /**
   * TVmaze's own poster (medium size), shown straight from TVmaze's image host: a result is not
   * stored, so its poster is not downloaded. Tracked shows' posters are served by us.
   */
  poster_url: z.string().nullable(),
  /** Our show's url when the owner already tracks it. */
  tracked_url: z.string().nullable(),
});
export type TvSearchResult = z.infer<typeof tvSearchResultSchema>;

export const tvSearchQuerySchema = z.object({
  q: z
    .string({ error: "Type a show name." })
    .trim()
    .min(1, { error: "Type a show name.", abort: true })
    .max(100, "Use at most 100 characters."),
});
export const tvTrackSchema = z
  .object({ tvmaze_id: z.number({ error: "Choose a show from the search results." }).int().positive() })
  .strict();
export const tvWatchedSchema = z.object({ watched: z.boolean({ error: "Choose yes or no." }) }).strict();
/** PATCH on a show's url: the owner's settings for that show. */
export const tvShowSettingsSchema = z.object({ show_specials: z.boolean({ error: "Choose on or off." }) }).strict();
