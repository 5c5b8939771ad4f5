import {
  dateInTimeZone,
  formatWater,
  type WaterDay,
  type WaterEntry,
  type WaterTarget,
  type WaterUnit,
  waterDayMet,
} from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { api } from "../../api/client";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import type { QueuedWrite } from "../../app/offline/queue";
import { sendOrQueue } from "../../app/offline/sync";
import { queuedUrl, useQueuedWrites } from "../../app/offline/useQueuedWrites";
import { type Settings, settingsKey, useSettings } from "../../app/settings";

// Spec §7 "Water". Every water query lives under the ["water"] prefix, so the refetch after
// an add, a delete or a target change (spec §4) is a single invalidate call.
export const WATER_PATHS = {
  target: "/tracker/api/water/daily-target/",
  tracker: "/tracker/api/water/tracker/",
  summary: "/tracker/api/water/summary/",
  streak: "/tracker/api/water/streak/",
} as const;

export const waterKeys = {
  all: ["water"] as const,
  target: ["water", "target"] as const,
  tracker: ["water", "tracker"] as const,
  summary: ["water", "summary"] as const,
  streak: ["water", "streak"] as const,
};

export type WaterStreak = { current: number; today_met: boolean };

/**
 * The owner's one daily target. Spec §7: when none exists yet, create it at 0 and fetch the
 * list again. The server answers a second create with the first target, so two tabs doing
 * this at once still end with one.
 */
async function fetchTarget(signal: AbortSignal): Promise<WaterTarget> {
  const [existing] = await api.get<WaterTarget[]>(WATER_PATHS.target, signal);
  if (existing) return existing;
  const created = await api.post<WaterTarget>(WATER_PATHS.target, { target_ml: 0 });
  const [refetched] = await api.get<WaterTarget[]>(WATER_PATHS.target, signal);
  return refetched ?? created;
}

export function useWaterTarget() {
  return useQuery({
    queryKey: waterKeys.target,
    queryFn: ({ signal }) => fetchTarget(signal),
    meta: { errorMessage: "Could not load the daily water target" },
  });
}

/** The queue's kind for water entries added offline (app/offline/). */
export const WATER_WRITE = "water";

/** A water entry made offline, as the list shows it until the server has it. */
const queuedEntry = (write: QueuedWrite, index: number): WaterEntry => ({
  id: -1_000_000 - index,
  url: queuedUrl(write),
  amount: Number(write.body.amount),
  date_created: write.createdAt.slice(0, 10),
  time_created: write.createdAt,
});

/**
 * Today's entries in the owner's time zone, newest first, with the entries waiting to sync on
 * top (they show from the offline queue, whatever the server or the cached answer says).
 */
export function useWaterEntries() {
  const queued = useQueuedWrites(WATER_WRITE);
  const waiting = useMemo(() => queued.filter((write) => !write.refusal), [queued]);
  const select = useCallback(
    (entries: WaterEntry[]) => (waiting.length === 0 ? entries : [...waiting.map(queuedEntry).reverse(), ...entries]),
    [waiting],
  );
  return useQuery({
    queryKey: waterKeys.tracker,
    queryFn: ({ signal }) => api.get<WaterEntry[]>(WATER_PATHS.tracker, signal),
    select,
    meta: { errorMessage: "Could not load today's water" },
  });
}

/**
 * What the offline queue holds per day of the owner's (amounts waiting to sync), so the history
 * and the streak count an entry made offline at once, as today's list does (issue 22).
 */
function useWaitingByDay(): Map<string, number> {
  const queued = useQueuedWrites(WATER_WRITE);
  const timeZone = useOwnerTimeZone();
  return useMemo(() => {
    const byDay = new Map<string, number>();
    for (const write of queued) {
      if (write.refusal) continue;
      const day = dateInTimeZone(new Date(write.createdAt), timeZone);
      byDay.set(day, (byDay.get(day) ?? 0) + Number(write.body.amount));
    }
    return byDay;
  }, [queued, timeZone]);
}

/** The days with what is waiting to sync added to them. */
export const withWaiting = (days: WaterDay[], waiting: Map<string, number>): WaterDay[] =>
  waiting.size === 0
    ? days
    : days.map((day) => ({ ...day, amount: day.amount + (waiting.get(day.date_created) ?? 0) }));

/** The last 30 days, oldest first; the last row is today. Entries waiting to sync count. */
export function useWaterSummary() {
  const waiting = useWaitingByDay();
  const select = useCallback((days: WaterDay[]) => withWaiting(days, waiting), [waiting]);
  return useQuery({
    queryKey: waterKeys.summary,
    queryFn: ({ signal }) => api.get<WaterDay[]>(WATER_PATHS.summary, signal),
    select,
    meta: { errorMessage: "Could not load the water history" },
  });
}

/**
 * The streak as the server counts it, and, when today's target is met only with what is waiting
 * to sync, one day longer: a streak ends yesterday until today is met (contracts' waterStreak).
 */
export function useWaterStreak() {
  const waiting = useWaitingByDay();
  // The same query as the history's (one request): its last row is today, waiting entries in.
  const today = useWaterSummary().data?.at(-1);
  const select = useCallback(
    (streak: WaterStreak): WaterStreak =>
      !streak.today_met && today && waiting.has(today.date_created) && waterDayMet(today)
        ? { current: streak.current + 1, today_met: true }
        : streak,
    [waiting, today],
  );
  return useQuery({
    queryKey: waterKeys.streak,
    queryFn: ({ signal }) => api.get<WaterStreak>(WATER_PATHS.streak, signal),
    select,
    meta: { errorMessage: "Could not load the water streak" },
  });
}

/** The spec's unit (oz) until the owner's settings say otherwise. */
const waterUnitOf = (settings: Settings | undefined): WaterUnit => settings?.water_unit ?? "oz";

/** The owner's unit; oz (the spec's unit) until their settings say otherwise. */
export function useWaterUnit(): { unit: WaterUnit; loading: boolean } {
  const settings = useSettings();
  return { unit: waterUnitOf(settings.data), loading: settings.isPending };
}

/** Placeholder ids for optimistic entries are negative, so they can never match a real one. */
let nextPlaceholderId = -1;

/**
 * Adds an entry. It shows in today's list and progress at once; a failed add takes it back
 * out. Either way everything under ["water"] is refetched, so the server has the last word.
 */
export function useAddWater() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the entry joins the queue and shows from there as waiting to sync (issue 22). The
    // unit, for that label only, is read when adding rather than watched: each quick-add button
    // watching the settings was a query observer to subscribe as Home mounted (issue 28).
    mutationFn: (amount: number) =>
      sendOrQueue<WaterEntry>({
        kind: WATER_WRITE,
        label: `${formatWater(amount, waterUnitOf(queryClient.getQueryData<Settings>(settingsKey)))} of water`,
        method: "POST",
        url: WATER_PATHS.tracker,
        body: { amount },
        invalidates: [[...waterKeys.all]],
      }),
    onMutate: async (amount) => {
      await queryClient.cancelQueries({ queryKey: waterKeys.tracker });
      const previous = queryClient.getQueryData<WaterEntry[]>(waterKeys.tracker);
      if (previous) {
        const placeholder: WaterEntry = {
          id: nextPlaceholderId--,
          url: "",
          amount,
          date_created: previous[0]?.date_created ?? "",
          time_created: new Date().toISOString(),
        };
        queryClient.setQueryData<WaterEntry[]>(waterKeys.tracker, [placeholder, ...previous]);
      }
      return { previous };
    },
    onError: (_error, _amount, context) => {
      if (context?.previous) queryClient.setQueryData(waterKeys.tracker, context.previous);
    },
    onSuccess: (result, _amount, context) => {
      // The queued entry shows from the queue, so the placeholder goes.
      if (result.queued && context?.previous) queryClient.setQueryData(waterKeys.tracker, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: waterKeys.all }),
    meta: { errorMessage: "Could not add water" },
  });
}

/** Deletes an entry: gone from the list at once, back in it if the server refuses. */
export function useDeleteWater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: WaterEntry) => api.delete(entry.url),
    onMutate: async (entry) => {
      await queryClient.cancelQueries({ queryKey: waterKeys.tracker });
      const previous = queryClient.getQueryData<WaterEntry[]>(waterKeys.tracker);
      if (previous) {
        queryClient.setQueryData<WaterEntry[]>(
          waterKeys.tracker,
          previous.filter((item) => item.id !== entry.id),
        );
      }
      return { previous };
    },
    onError: (_error, _entry, context) => {
      if (context?.previous) queryClient.setQueryData(waterKeys.tracker, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: waterKeys.all }),
    meta: { errorMessage: "Could not delete the water entry" },
  });
}

export function useSetWaterTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, targetMl }: { target: WaterTarget; targetMl: number }) =>
      api.patch<WaterTarget>(target.url, { target_ml: targetMl }),
    onSuccess: (saved) => {
      queryClient.setQueryData(waterKeys.target, saved);
      // Today's summary row and the streak depend on the target in force today; the target
      // itself is what the server just answered, so it need not be fetched again.
      void queryClient.invalidateQueries({
        queryKey: waterKeys.all,
        predicate: (query) => query.queryKey[1] !== "target",
      });
    },
    meta: { errorMessage: "Could not save the daily water target" },
  });
}
