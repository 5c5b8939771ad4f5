import { type Activity, type PackItem, type Trip, type TripItem, type TripStats, tripStats } from "@homebase/contracts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../api/client";

// Spec §7 "Pack" plus issue 10's additions (activities, copy, photos, inventories, auto add).
export const TRIPS_PATH = "/pack/api/trip/";
export const TRIP_ITEMS_PATH = "/pack/api/trip-item/";
export const ITEMS_PATH = "/pack/api/item/";
export const CATEGORIES_PATH = "/pack/api/category/";
export const INVENTORIES_PATH = "/pack/api/inventory/";

export const tripApiPath = (tripId: number) => `${TRIPS_PATH}${tripId}/`;

/** A packing category or an inventory (a place where items are kept). */
export interface Named {
  id: number;
  url: string;
  name: string;
}

export interface PreviousItems {
  trip: { id: number; name: string } | null;
  item_ids: number[];
}

export interface TripDraft {
  name: string;
  date_start: string;
  date_end: string;
}

export interface ItemDraft {
  name?: string;
  brand_name?: string;
  size?: string;
  color?: string;
  category_id?: number | null;
  inventory_id?: number | null;
}

export const packKeys = {
  all: ["pack"] as const,
  trips: ["pack", "trips"] as const,
  trip: (id: number) => ["pack", "trip", id] as const,
  tripItems: (id: number) => ["pack", "trip", id, "items"] as const,
  activities: (id: number) => ["pack", "trip", id, "activities"] as const,
  stats: (id: number) => ["pack", "trip", id, "stats"] as const,
  suggestions: (id: number) => ["pack", "trip", id, "suggestions"] as const,
  items: ["pack", "items"] as const,
  itemList: (inventoryId: number | null) => ["pack", "items", inventoryId ?? "all"] as const,
  categories: ["pack", "categories"] as const,
  inventories: ["pack", "inventories"] as const,
};

// ---- Trips ----

export function useTrips() {
  return useQuery({
    queryKey: packKeys.trips,
    queryFn: ({ signal }) => api.get<Trip[]>(TRIPS_PATH, signal),
    meta: { errorMessage: "Could not load the trips", showsErrorInline: true },
  });
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TripDraft) => api.post<Trip>(TRIPS_PATH, draft),
    onSuccess: (trip) => {
      queryClient.setQueryData(packKeys.trip(trip.id), trip);
      void queryClient.invalidateQueries({ queryKey: packKeys.trips });
    },
    meta: { errorMessage: "Could not create the trip", showsErrorInline: true },
  });
}

export function useTrip(tripId: number) {
  return useQuery({
    queryKey: packKeys.trip(tripId),
    queryFn: ({ signal }) => api.get<Trip>(tripApiPath(tripId), signal),
    meta: { errorMessage: "Could not load the trip", showsErrorInline: true },
  });
}

/** Puts a changed trip everywhere it is shown. */
function storeTrip(queryClient: QueryClient, trip: Trip) {
  queryClient.setQueryData(packKeys.trip(trip.id), trip);
  queryClient.setQueryData<Trip[]>(packKeys.trips, (list) => list?.map((t) => (t.id === trip.id ? trip : t)));
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trip, body }: { trip: Trip; body: Partial<TripDraft> & { show_packed?: boolean } }) =>
      api.patch<Trip>(trip.url, body),
    onSuccess: (trip) => {
      storeTrip(queryClient, trip);
      void queryClient.invalidateQueries({ queryKey: packKeys.trips });
    },
    meta: { errorMessage: "Could not save the trip", showsErrorInline: true },
  });
}

/**
 * Spec §4 show_packed: shown at once; the PATCH waits for the spec's 125 ms trip debounce, so a
 * quick double toggle sends only what the owner ended on. A refusal puts the server's value back.
 */
export function useShowPacked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trip, show }: { trip: Trip; show: boolean }) => api.patch<Trip>(trip.url, { show_packed: show }),
    onSuccess: (trip) => storeTrip(queryClient, trip),
    onError: (_error, { trip }) => void queryClient.invalidateQueries({ queryKey: packKeys.trip(trip.id) }),
    meta: { errorMessage: "Could not change Show Packed" },
  });
}

export function setShowPackedLocally(queryClient: QueryClient, tripId: number, show: boolean) {
  queryClient.setQueryData<Trip>(packKeys.trip(tripId), (trip) => (trip ? { ...trip, show_packed: show } : trip));
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trip: Trip) => api.delete(trip.url),
    onSuccess: (_result, trip) => {
      queryClient.setQueryData<Trip[]>(packKeys.trips, (list) => list?.filter((t) => t.id !== trip.id));
      queryClient.removeQueries({ queryKey: packKeys.trip(trip.id) });
      void queryClient.invalidateQueries({ queryKey: packKeys.trips });
    },
    meta: { errorMessage: "Could not delete the trip" },
  });
}

export function useCopyTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trip, draft }: { trip: Trip; draft: TripDraft }) => api.post<Trip>(`${trip.url}copy/`, draft),
    onSuccess: (copy) => {
      queryClient.setQueryData(packKeys.trip(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: packKeys.trips });
    },
    meta: { errorMessage: "Could not copy the trip", showsErrorInline: true },
  });
}

export function storeTripPhoto(queryClient: QueryClient, trip: Trip) {
  storeTrip(queryClient, trip);
}

export function useRemoveTripPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trip: Trip) => apiRequest<Trip>(`${trip.url}photo/`, { method: "DELETE" }),
    onSuccess: (trip) => storeTrip(queryClient, trip),
    meta: { errorMessage: "Could not remove the photo" },
  });
}

// ---- Below a trip ----

export function useTripItems(tripId: number) {
  return useQuery({
    queryKey: packKeys.tripItems(tripId),
    queryFn: ({ signal }) => api.get<TripItem[]>(`${tripApiPath(tripId)}items/`, signal),
    meta: { errorMessage: "Could not load the trip's items", showsErrorInline: true },
  });
}

export function useActivities(tripId: number) {
  return useQuery({
    queryKey: packKeys.activities(tripId),
    queryFn: ({ signal }) => api.get<Activity[]>(`${tripApiPath(tripId)}activities/`, signal),
    meta: { errorMessage: "Could not load the trip's activities", showsErrorInline: true },
  });
}

export function useTripStats(tripId: number) {
  return useQuery({
    queryKey: packKeys.stats(tripId),
    queryFn: ({ signal }) => api.get<TripStats>(`${tripApiPath(tripId)}stats/`, signal),
    meta: { errorMessage: "Could not load the packing counts" },
  });
}

export function useActivitySuggestions(tripId: number) {
  return useQuery({
    queryKey: packKeys.suggestions(tripId),
    queryFn: ({ signal }) => api.get<string[]>(`${tripApiPath(tripId)}activities/suggestions/`, signal),
    meta: { errorMessage: "Could not load activity suggestions" },
  });
}

/** The stats follow the cached items at once (same rule as the server), then are refetched. */
function restat(queryClient: QueryClient, tripId: number) {
  const items = queryClient.getQueryData<TripItem[]>(packKeys.tripItems(tripId));
  const activities = queryClient.getQueryData<Activity[]>(packKeys.activities(tripId));
  if (items && activities) {
    queryClient.setQueryData(
      packKeys.stats(tripId),
      tripStats(
        activities.map((a) => a.id),
        items.filter((t) => !t.is_deleted).map((t) => ({ ...t, item_id: t.item.id })),
      ),
    );
  }
}

function refreshTrip(queryClient: QueryClient, tripId: number) {
  void queryClient.invalidateQueries({ queryKey: packKeys.tripItems(tripId) });
  void queryClient.invalidateQueries({ queryKey: packKeys.stats(tripId) });
}

export function useAddActivity(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<Activity>(`${tripApiPath(tripId)}activities/`, { name }),
    onSuccess: (activity) => {
      queryClient.setQueryData<Activity[]>(packKeys.activities(tripId), (list) => list && [...list, activity]);
      void queryClient.invalidateQueries({ queryKey: packKeys.activities(tripId) });
      void queryClient.invalidateQueries({ queryKey: packKeys.suggestions(tripId) });
      void queryClient.invalidateQueries({ queryKey: packKeys.stats(tripId) });
    },
    meta: { errorMessage: "Could not add the activity", showsErrorInline: true },
  });
}

export function useDeleteActivity(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activity: Activity) => api.delete(activity.url),
    onSuccess: (_result, activity) => {
      queryClient.setQueryData<Activity[]>(packKeys.activities(tripId), (list) =>
        list?.filter((a) => a.id !== activity.id),
      );
      queryClient.setQueryData<TripItem[]>(packKeys.tripItems(tripId), (list) =>
        list?.filter((t) => t.activity_id !== activity.id),
      );
      restat(queryClient, tripId);
      void queryClient.invalidateQueries({ queryKey: packKeys.suggestions(tripId) });
      refreshTrip(queryClient, tripId);
    },
    meta: { errorMessage: "Could not delete the activity" },
  });
}

export const fetchPreviousItems = (activity: Activity) => api.get<PreviousItems>(`${activity.url}previous/`);

export function useAddPreviousItems(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activity, itemIds }: { activity: Activity; itemIds: number[] }) =>
      api.post<TripItem[]>(`${activity.url}add-items/`, { item_ids: itemIds }),
    onSuccess: (added) => {
      queryClient.setQueryData<TripItem[]>(packKeys.tripItems(tripId), (list) => list && [...list, ...added]);
      restat(queryClient, tripId);
      refreshTrip(queryClient, tripId);
    },
    meta: { errorMessage: "Could not add the items" },
  });
}

export function useAddTripItem(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { activity_id: number; item_id: number }) => api.post<TripItem>(TRIP_ITEMS_PATH, body),
    onSuccess: (added) => {
      queryClient.setQueryData<TripItem[]>(packKeys.tripItems(tripId), (list) => list && [...list, added]);
      restat(queryClient, tripId);
      refreshTrip(queryClient, tripId);
    },
    meta: { errorMessage: "Could not add the item" },
  });
}

/** Applies `change` to one cached trip item and returns the list as it was, for a rollback. */
function changeTripItem(queryClient: QueryClient, tripId: number, id: number, change: Partial<TripItem>) {
  const previous = queryClient.getQueryData<TripItem[]>(packKeys.tripItems(tripId));
  queryClient.setQueryData<TripItem[]>(packKeys.tripItems(tripId), (list) =>
    list?.map((t) => (t.id === id ? { ...t, ...change } : t)),
  );
  restat(queryClient, tripId);
  return previous;
}

/** Spec §4: is_packed flips at once (time_updated set locally), then is patched; a refusal puts it back. */
export function useTogglePacked(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripItem, packed }: { tripItem: TripItem; packed: boolean }) =>
      api.patch<TripItem>(tripItem.url, { is_packed: packed }),
    onMutate: async ({ tripItem, packed }) => {
      await queryClient.cancelQueries({ queryKey: packKeys.tripItems(tripId) });
      const previous = changeTripItem(queryClient, tripId, tripItem.id, {
        is_packed: packed,
        time_updated: new Date().toISOString(),
      });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(packKeys.tripItems(tripId), context.previous);
      restat(queryClient, tripId);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TripItem[]>(packKeys.tripItems(tripId), (list) =>
        list?.map((t) => (t.id === saved.id ? saved : t)),
      );
      void queryClient.invalidateQueries({ queryKey: packKeys.stats(tripId) });
    },
    meta: { errorMessage: "Could not change the item" },
  });
}

/** Spec §4: deleting marks is_deleted locally, then removes it through the server. */
export function useRemoveTripItem(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripItem: TripItem) => api.delete(tripItem.url),
    onMutate: async (tripItem) => {
      await queryClient.cancelQueries({ queryKey: packKeys.tripItems(tripId) });
      return { previous: changeTripItem(queryClient, tripId, tripItem.id, { is_deleted: true }) };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(packKeys.tripItems(tripId), context.previous);
      restat(queryClient, tripId);
    },
    onSuccess: (_result, tripItem) => {
      queryClient.setQueryData<TripItem[]>(packKeys.tripItems(tripId), (list) =>
        list?.filter((t) => t.id !== tripItem.id),
      );
      refreshTrip(queryClient, tripId);
    },
    meta: { errorMessage: "Could not remove the item" },
  });
}

// ---- Inventory items, categories, inventories ----

export function useItems(inventoryId: number | null = null) {
  return useQuery({
    queryKey: packKeys.itemList(inventoryId),
    queryFn: ({ signal }) =>
      api.get<PackItem[]>(inventoryId ? `${ITEMS_PATH}?inventory=${inventoryId}` : ITEMS_PATH, signal),
    meta: { errorMessage: "Could not load the items", showsErrorInline: true },
  });
}

export function useNamedList(kind: "category" | "inventory") {
  return useQuery({
    queryKey: kind === "category" ? packKeys.categories : packKeys.inventories,
    queryFn: ({ signal }) => api.get<Named[]>(kind === "category" ? CATEGORIES_PATH : INVENTORIES_PATH, signal),
    meta: { errorMessage: kind === "category" ? "Could not load the categories" : "Could not load the inventories" },
  });
}

/** POST {name}: a new one, or the existing one of the same name (any letter case). */
export function useCreateNamed(kind: "category" | "inventory") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<Named>(kind === "category" ? CATEGORIES_PATH : INVENTORIES_PATH, { name }),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: kind === "category" ? packKeys.categories : packKeys.inventories,
      }),
    meta: { errorMessage: kind === "category" ? "Could not add the category" : "Could not add the inventory" },
  });
}

/** Puts a changed item into every cached item list and into the trips that show it. */
export function storeItem(queryClient: QueryClient, item: PackItem) {
  queryClient.setQueriesData<PackItem[]>({ queryKey: packKeys.items }, (list) =>
    list?.map((i) => (i.id === item.id ? item : i)),
  );
  queryClient.setQueriesData<TripItem[]>(
    { queryKey: ["pack", "trip"], predicate: (query) => query.queryKey[3] === "items" },
    (list) => list?.map((t) => (t.item.id === item.id ? { ...t, item } : t)),
  );
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ItemDraft) => api.post<PackItem>(ITEMS_PATH, draft),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: packKeys.items }),
    meta: { errorMessage: "Could not add the item", showsErrorInline: true },
  });
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: PackItem; body: ItemDraft }) => api.patch<PackItem>(item.url, body),
    onSuccess: (item) => {
      storeItem(queryClient, item);
      void queryClient.invalidateQueries({ queryKey: packKeys.items });
    },
    meta: { errorMessage: "Could not save the item" },
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: PackItem) => api.delete(item.url),
    onSuccess: (_result, item) => {
      queryClient.setQueriesData<PackItem[]>({ queryKey: packKeys.items }, (list) =>
        list?.filter((i) => i.id !== item.id),
      );
      void queryClient.invalidateQueries({ queryKey: packKeys.items });
    },
    meta: { errorMessage: "Could not delete the item" },
  });
}

/** Auto Add on: the server also adds the item to upcoming trips, so trips are refetched. */
export function useAutoAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, on }: { item: PackItem; on: boolean }) =>
      api.post<PackItem>(`${item.url}auto-add/`, { is_auto_add: on }),
    onSuccess: (item) => {
      storeItem(queryClient, item);
      void queryClient.invalidateQueries({ queryKey: ["pack", "trip"] });
    },
    meta: { errorMessage: "Could not change Auto Add" },
  });
}

export function useRemoveItemPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: PackItem) => apiRequest<PackItem>(`${item.url}photo/`, { method: "DELETE" }),
    onSuccess: (item) => storeItem(queryClient, item),
    meta: { errorMessage: "Could not remove the photo" },
  });
}
