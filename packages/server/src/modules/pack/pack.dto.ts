import type { Activity, PackItem, Trip, TripItem } from "@homebase/contracts";
import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";
import { mediaPath } from "../media/images";
import type { ActivityRow, ItemRow, TripItemRow, TripRow } from "./pack.repo";

type PhotoRow = Pick<
  TripRow,
  "photo" | "photo_width" | "photo_height" | "thumbnail" | "thumbnail_width" | "thumbnail_height"
>;
export type PackNames = { categories: Map<number, string>; inventories: Map<number, string> };

function photoDto(request: FastifyRequest, row: PhotoRow) {
  return {
    photo: row.photo ? absoluteUrl(request, mediaPath(row.photo)) : null,
    photo_width: row.photo_width,
    photo_height: row.photo_height,
    thumbnail: row.thumbnail ? absoluteUrl(request, mediaPath(row.thumbnail)) : null,
    thumbnail_width: row.thumbnail_width,
    thumbnail_height: row.thumbnail_height,
  };
}

export const tripDto = (request: FastifyRequest, row: TripRow): Trip => ({
  id: row.id,
  url: absoluteUrl(request, `/pack/api/trip/${row.id}/`),
  name: row.name,
  date_start: row.date_start,
  date_end: row.date_end,
  show_packed: row.show_packed,
  ...photoDto(request, row),
});

const ref = (names: Map<number, string>, id: number | null) =>
  id !== null && names.has(id) ? { id, name: names.get(id) as string } : null;

export const itemDto = (request: FastifyRequest, row: ItemRow, names: PackNames): PackItem => ({
  id: row.id,
  url: absoluteUrl(request, `/pack/api/item/${row.id}/`),
  name: row.name,
  brand_name: row.brand_name,
  size: row.size,
  color: row.color,
  category: ref(names.categories, row.category_id),
  inventory: ref(names.inventories, row.inventory_id),
  is_auto_add: row.is_auto_add,
  ...photoDto(request, row),
});

export const activityDto = (request: FastifyRequest, row: ActivityRow): Activity => ({
  id: row.id,
  url: absoluteUrl(request, `/pack/api/activity/${row.id}/`),
  name: row.name,
});

export const tripItemDto = (request: FastifyRequest, row: TripItemRow, item: PackItem): TripItem => ({
  id: row.id,
  url: absoluteUrl(request, `/pack/api/trip-item/${row.id}/`),
  is_packed: row.is_packed,
  is_deleted: row.is_deleted,
  time_updated: row.time_updated,
  activity_id: row.activity_id,
  item,
});

export const namedDto = (
  request: FastifyRequest,
  kind: "category" | "inventory",
  row: { id: number; name: string },
) => ({
  id: row.id,
  url: absoluteUrl(request, `/pack/api/${kind}/${row.id}/`),
  name: row.name,
});
