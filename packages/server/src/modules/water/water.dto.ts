import type { FastifyRequest } from "fastify";
import { absoluteUrl } from "../../http/urls";

export const BASE = "/tracker/api/water";

export const targetDto = (request: FastifyRequest, row: { id: number; target_ml: number }) => ({
  id: row.id,
  url: absoluteUrl(request, `${BASE}/daily-target/${row.id}/`),
  target_ml: row.target_ml,
});

export const entryDto = (
  request: FastifyRequest,
  row: { id: number; amount_ml: number; entry_date: string; created_at: string },
) => ({
  id: row.id,
  url: absoluteUrl(request, `${BASE}/tracker/${row.id}/`),
  amount: row.amount_ml,
  date_created: row.entry_date,
  time_created: row.created_at,
});
