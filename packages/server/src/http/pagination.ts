import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "./errors";
import { publicOrigin } from "./urls";

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });

export type Pagination = {
  count: number;
  page: number;
  previous: string | null;
  next: string | null;
  num_pages: number;
};

export type Page = { page: number; offset: number; limit: number };

/** Resolves a requested page; a page past the end answers 404 like the original API. */
export function pageWindow(requested: number, count: number, pageSize: number): Page {
  const numPages = Math.max(1, Math.ceil(count / pageSize));
  if (requested > numPages) throw new HttpError(404, "not_found", "Invalid page.");
  return { page: requested, offset: (requested - 1) * pageSize, limit: pageSize };
}

/** The pagination block, with previous/next links that keep every other query parameter. */
export function paginationFor(request: FastifyRequest, count: number, page: number, pageSize: number): Pagination {
  const numPages = Math.max(1, Math.ceil(count / pageSize));
  const link = (target: number) => {
    const url = new URL(request.url, publicOrigin(request));
    url.searchParams.set("page", String(target));
    return `${publicOrigin(request)}${url.pathname}${url.search}`;
  };
  return {
    count,
    page,
    previous: page > 1 ? link(page - 1) : null,
    next: page < numPages ? link(page + 1) : null,
    num_pages: numPages,
  };
}
