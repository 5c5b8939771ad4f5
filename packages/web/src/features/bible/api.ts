import type {
  BibleBookSummary,
  MemoryItem,
  MemoryItemPatch,
  PlanCreate,
  PlanPatch,
  ReadingPlan,
  ScheduleEntry,
} from "@homebase/contracts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../api/client";
import { sendOrQueue } from "../../app/offline/sync";
import { useQueuedWrites } from "../../app/offline/useQueuedWrites";

// Spec §7 "Bible" plus issue 8's additions (plans, books, memory create/edit/delete, review).
export const SCHEDULE_PATH = "/bible/api/schedule/";
export const PLANS_PATH = "/bible/api/plan/";
export const BOOKS_PATH = "/bible/api/books/";
export const MEMORY_PATH = "/bible/api/memory/";

export const bibleKeys = {
  all: ["bible"] as const,
  schedule: ["bible", "schedule"] as const,
  ahead: ["bible", "schedule", "ahead"] as const,
  plans: ["bible", "plans"] as const,
  books: ["bible", "books"] as const,
  memory: ["bible", "memory"] as const,
};

/** The offline queue's kind for readings ticked or unticked offline (app/offline/). */
export const READING_TICK_WRITE = "reading";

/** Today's readings, with the ticks made offline shown as made until the server has them (issue 22). */
export function useSchedule() {
  const queued = useQueuedWrites(READING_TICK_WRITE);
  const select = useCallback(
    (entries: ScheduleEntry[]) => {
      const ticks = new Map(
        queued.filter((write) => !write.refusal).map((write) => [write.url, write.body.is_completed]),
      );
      if (ticks.size === 0) return entries;
      return entries.map((entry) =>
        ticks.has(entry.url) ? { ...entry, is_completed: ticks.get(entry.url) === true } : entry,
      );
    },
    [queued],
  );
  return useQuery({
    queryKey: bibleKeys.schedule,
    queryFn: ({ signal }) => api.get<ScheduleEntry[]>(SCHEDULE_PATH, signal),
    select,
    meta: { errorMessage: "Could not load today's readings", showsErrorInline: true },
  });
}

/** Issue 25: the next reading day's readings, to read ahead. */
export function useAheadReadings() {
  return useQuery({
    queryKey: bibleKeys.ahead,
    queryFn: ({ signal }) => api.get<ScheduleEntry[]>(`${SCHEDULE_PATH}ahead/`, signal),
    meta: { errorMessage: "Could not load the next readings" },
  });
}

/** Ticks a reading ahead of its day: it joins today's readings, done, and the plan counts it. */
export function useReadAhead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: ScheduleEntry) => api.patch<ScheduleEntry>(entry.url, { is_completed: true }),
    onSettled: () => refetchReading(queryClient),
    meta: { errorMessage: "Could not save the reading" },
  });
}

export function usePlans() {
  return useQuery({
    queryKey: bibleKeys.plans,
    queryFn: ({ signal }) => api.get<ReadingPlan[]>(PLANS_PATH, signal),
    meta: { errorMessage: "Could not load the reading plans", showsErrorInline: true },
  });
}

export function useBooks() {
  return useQuery({
    queryKey: bibleKeys.books,
    queryFn: ({ signal }) => api.get<BibleBookSummary[]>(BOOKS_PATH, signal),
    // The canon does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: "Could not load the books of the Bible" },
  });
}

export function useMemoryItems() {
  return useQuery({
    queryKey: bibleKeys.memory,
    queryFn: ({ signal }) => api.get<MemoryItem[]>(MEMORY_PATH, signal),
    meta: { errorMessage: "Could not load the memory verses", showsErrorInline: true },
  });
}

/** Progress, streaks and overdue counts follow the schedule, so both are refetched together. */
function refetchReading(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: bibleKeys.schedule });
  void queryClient.invalidateQueries({ queryKey: bibleKeys.plans });
}

/** Spec §4: the tick shows at once, is patched, and the response's fields are merged back. */
export function useToggleReading() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the tick joins the queue and shows from there as made (issue 22).
    mutationFn: ({ entry, done }: { entry: ScheduleEntry; done: boolean }) =>
      sendOrQueue<ScheduleEntry>({
        kind: READING_TICK_WRITE,
        label: `${done ? "Read" : "Not read"}: ${entry.chapter.name}`,
        method: "PATCH",
        url: entry.url,
        body: { is_completed: done },
        invalidates: [[...bibleKeys.schedule], [...bibleKeys.plans]],
      }),
    onMutate: async ({ entry, done }) => {
      await queryClient.cancelQueries({ queryKey: bibleKeys.schedule });
      const previous = queryClient.getQueryData<ScheduleEntry[]>(bibleKeys.schedule);
      queryClient.setQueryData<ScheduleEntry[]>(bibleKeys.schedule, (list) =>
        list?.map((e) => (e.id === entry.id ? { ...e, is_completed: done } : e)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(bibleKeys.schedule, context.previous);
    },
    onSuccess: ({ sent: saved }) => {
      if (!saved) return; // queued: the schedule shows the tick from the queue
      queryClient.setQueryData<ScheduleEntry[]>(bibleKeys.schedule, (list) =>
        list?.map((e) =>
          e.id === saved.id
            ? {
                ...e,
                is_completed: saved.is_completed,
                time_completed: saved.time_completed,
                is_past_due: saved.is_past_due,
              }
            : e,
        ),
      );
      // Only the plans' progress changes; the schedule keeps today's ticked readings itself.
      void queryClient.invalidateQueries({ queryKey: bibleKeys.plans });
    },
    meta: { errorMessage: "Could not save the reading" },
  });
}

export function useCatchUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: ReadingPlan) => api.post<ReadingPlan>(plan.catch_up_url),
    onSuccess: () => refetchReading(queryClient),
    meta: { errorMessage: "Could not catch up the plan" },
  });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanCreate) => api.post<ReadingPlan>(PLANS_PATH, body),
    onSuccess: () => refetchReading(queryClient),
    // The form shows field errors beside the fields, and any other failure above its button.
    meta: { errorMessage: "Could not start the plan", showsErrorInline: true },
  });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, body }: { plan: ReadingPlan; body: PlanPatch }) => api.patch<ReadingPlan>(plan.url, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<ReadingPlan[]>(bibleKeys.plans, (list) =>
        list?.map((p) => (p.id === saved.id ? saved : p)),
      );
      refetchReading(queryClient);
    },
    meta: { errorMessage: "Could not change the plan" },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: ReadingPlan) => api.delete(plan.url),
    onSuccess: () => refetchReading(queryClient),
    meta: { errorMessage: "Could not delete the plan" },
  });
}

function replaceItem(queryClient: QueryClient, saved: MemoryItem) {
  queryClient.setQueryData<MemoryItem[]>(bibleKeys.memory, (list) =>
    list?.map((item) => (item.id === saved.id ? saved : item)),
  );
}

/** Memorized items move to the end of the list, so the server's order is fetched again. */
function refetchMemory(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: bibleKeys.memory });
}

/** Spec §4 "Memorization": toggling flips is_completed, shown at once and put back on failure. */
export function useToggleMemorized() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, done }: { item: MemoryItem; done: boolean }) =>
      api.patch<MemoryItem>(item.url, { is_completed: done }),
    onMutate: async ({ item, done }) => {
      await queryClient.cancelQueries({ queryKey: bibleKeys.memory });
      const previous = queryClient.getQueryData<MemoryItem[]>(bibleKeys.memory);
      queryClient.setQueryData<MemoryItem[]>(bibleKeys.memory, (list) =>
        list?.map((i) => (i.id === item.id ? { ...i, is_completed: done } : i)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(bibleKeys.memory, context.previous);
    },
    onSuccess: (saved) => replaceItem(queryClient, saved),
    onSettled: () => refetchMemory(queryClient),
    meta: { errorMessage: "Could not save the verse" },
  });
}

export function useSaveMemoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: MemoryItem | null; body: MemoryItemPatch }) =>
      // A new item is POSTed with the same fields (name, notes, planned_date, is_priority).
      item ? api.patch<MemoryItem>(item.url, body) : api.post<MemoryItem>(MEMORY_PATH, body),
    onSuccess: (saved) => {
      replaceItem(queryClient, saved);
      refetchMemory(queryClient);
    },
    meta: { errorMessage: "Could not save the verse", showsErrorInline: true },
  });
}

export function useDeleteMemoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: MemoryItem) => api.delete(item.url),
    onSuccess: (_result, item) => {
      queryClient.setQueryData<MemoryItem[]>(bibleKeys.memory, (list) => list?.filter((i) => i.id !== item.id));
    },
    meta: { errorMessage: "Could not delete the verse" },
  });
}

export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, remembered }: { item: MemoryItem; remembered: boolean }) =>
      api.post<MemoryItem>(item.review_url, { remembered }),
    onSuccess: (saved) => replaceItem(queryClient, saved),
    meta: { errorMessage: "Could not record the review" },
  });
}
