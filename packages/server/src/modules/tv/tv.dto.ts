import type { TvShow, TvUserState } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";
import { mediaPath } from "../media/images";
import type { TrackedShow } from "./tv.repo";

export const showPath = (id: number) => `/tv/api/show/${id}/`;

export function showDto(request: FastifyRequest, show: TrackedShow, state: TvUserState): TvShow {
  const url = absoluteUrl(request, showPath(show.id));
  return {
    id: show.id,
    url,
    tvmaze_id: show.tvmaze_id,
    name: show.name,
    overview: show.overview,
    poster_path: show.poster ? absoluteUrl(request, mediaPath(show.poster)) : null,
    poster_thumb_path: show.poster_thumb ? absoluteUrl(request, mediaPath(show.poster_thumb)) : null,
    network: show.network,
    status: show.status,
    premiered: show.premiered,
    details_url: `${url}details/`,
    mark_as_watched_url: `${url}mark-watched/`,
    reset_url: `${url}reset/`,
    undo_reset_url: `${url}undo-reset/`,
    hide_url: `${url}hide/`,
    refresh_url: `${url}refresh/`,
    ...state,
  };
}
