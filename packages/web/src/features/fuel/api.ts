import { type FuelEntry, fillUpStats, type Vehicle, vehicleSummary } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../api/client";
import type { QueuedWrite } from "../../app/offline/queue";
import { sendOrQueue } from "../../app/offline/sync";
import { queuedUrl, useQueuedWrites } from "../../app/offline/useQueuedWrites";

// Spec §7 "Fuel". Every vehicle, with its entries and summary, comes from one list call that
// all fuel screens share (spec §4: vehicles load once); a change refetches it, since one
// fill-up changes its neighbours' miles and MPG and the vehicle's summary.
export const VEHICLES_PATH = "/fuel/api/vehicles/";

export const fuelKeys = {
  all: ["fuel"] as const,
  vehicles: ["fuel", "vehicles"] as const,
};

export type VehicleInput = Pick<Vehicle, "name" | "distance_unit" | "volume_unit">;
/** What the entry form sends: a POST body, or the changed fields of a PATCH. */
export type EntryBody = Record<string, unknown>;

const vehiclesQuery = {
  queryKey: fuelKeys.vehicles,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Vehicle[]>(VEHICLES_PATH, signal),
  // Every change below refetches, so nothing else makes the list go stale.
  staleTime: 5 * 60_000,
  meta: { errorMessage: "Could not load the vehicles" },
};

/** The offline queue's kind for fill-ups added offline (app/offline/). */
export const FUEL_ENTRY_WRITE = "fuel";

/** A fill-up made offline, as the vehicle's list shows it until the server has it. */
function queuedEntry(write: QueuedWrite, index: number): FuelEntry {
  const body = write.body;
  const number = (value: unknown) => (typeof value === "number" ? value : 0);
  const gallons = number(body.gallons);
  const price = number(body.price_per_gallon);
  const total = typeof body.total_paid === "number" ? body.total_paid : Math.round(gallons * price * 100) / 100;
  return {
    id: -1_000_000 - index,
    url: queuedUrl(write),
    date: String(body.date ?? write.createdAt.slice(0, 10)),
    mileage: number(body.mileage),
    gallons: gallons || (price ? Math.round((total / price) * 1000) / 1000 : 0),
    price_per_gallon: price || (gallons ? Math.round((total / gallons) * 1000) / 1000 : 0),
    total_paid: total,
    is_full: body.is_full !== false,
    missed_previous: body.missed_previous === true,
    location: typeof body.location === "string" ? body.location : "",
    has_position: false,
    position: null,
    notes: typeof body.notes === "string" ? body.notes : "",
    miles: null,
    miles_per_gallon: null,
  };
}

/** The vehicles with the fill-ups waiting to sync in their lists, newest date first as the server sorts. */
function useWithQueuedEntries() {
  const queued = useQueuedWrites(FUEL_ENTRY_WRITE);
  return useCallback(
    (vehicles: Vehicle[]) => {
      const waiting = queued.filter((write) => !write.refusal);
      if (waiting.length === 0) return vehicles;
      return vehicles.map((vehicle) => {
        const mine = waiting.filter((write) => write.url === vehicle.entries_url).map(queuedEntry);
        if (mine.length === 0) return vehicle;
        const merged = [...mine, ...vehicle.entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
        // Miles, MPG and the summary as the server will count them once it has the fill-ups:
        // the same math (contracts' fuel-math), over the same units the API speaks.
        const stats = fillUpStats(merged);
        const entries = merged.map((entry) => ({ ...entry, ...stats.get(entry.id) }));
        return { ...vehicle, entries, last_entry: entries[0] ?? null, summary: vehicleSummary(entries) };
      });
    },
    [queued],
  );
}

export function useVehicles() {
  return useQuery({ ...vehiclesQuery, select: useWithQueuedEntries() });
}

/** One vehicle from the shared list: undefined while loading, null when no vehicle has the slug. */
export function useVehicle(slug: string) {
  const withQueued = useWithQueuedEntries();
  const select = useCallback(
    (list: Vehicle[]) => withQueued(list).find((v) => v.slug === slug) ?? null,
    [withQueued, slug],
  );
  return useQuery({ ...vehiclesQuery, select });
}

/** Resolves once the list is fetched again, so the next screen shows the change at once. */
function useRefetchVehicles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fuelKeys.all });
}

export function useCreateVehicle() {
  const refetch = useRefetchVehicles();
  return useMutation({
    mutationFn: (input: VehicleInput) => api.post<Vehicle>(VEHICLES_PATH, input),
    onSuccess: refetch,
    // The dialog shows the error under the name field.
    meta: { errorMessage: "Could not add the vehicle", showsErrorInline: true },
  });
}

export function useUpdateVehicle() {
  const refetch = useRefetchVehicles();
  return useMutation({
    mutationFn: ({ vehicle, input }: { vehicle: Vehicle; input: Partial<VehicleInput> }) =>
      api.patch<Vehicle>(vehicle.url, input),
    onSuccess: refetch,
    meta: { errorMessage: "Could not save the vehicle", showsErrorInline: true },
  });
}

/** The star moves at once; a refusal puts it back (ARCHITECTURE §4). */
export function useSetDefaultVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicle: Vehicle) => api.patch<Vehicle>(vehicle.url, { is_default: true }),
    onMutate: async (vehicle) => {
      await queryClient.cancelQueries({ queryKey: fuelKeys.vehicles });
      const previous = queryClient.getQueryData<Vehicle[]>(fuelKeys.vehicles);
      if (previous) {
        queryClient.setQueryData<Vehicle[]>(
          fuelKeys.vehicles,
          previous.map((v) => ({ ...v, is_default: v.id === vehicle.id })),
        );
      }
      return { previous };
    },
    onError: (_error, _vehicle, context) => {
      if (context?.previous) queryClient.setQueryData(fuelKeys.vehicles, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fuelKeys.all }),
    meta: { errorMessage: "Could not change the default vehicle" },
  });
}

export function useDeleteVehicle() {
  const refetch = useRefetchVehicles();
  return useMutation({
    mutationFn: (vehicle: Vehicle) => api.delete(vehicle.url),
    onSuccess: refetch,
    meta: { errorMessage: "Could not delete the vehicle" },
  });
}

/** Adds a fill-up (no `entry`) or changes one; the form shows field errors itself. */
export function useSaveEntry(vehicle: Vehicle) {
  const refetch = useRefetchVehicles();
  return useMutation({
    // A new fill-up made offline joins the queue and shows as waiting to sync (issue 22).
    mutationFn: async ({ entry, body }: { entry?: FuelEntry; body: EntryBody }) =>
      entry
        ? { sent: await api.patch<FuelEntry>(entry.url, body) }
        : sendOrQueue<FuelEntry>({
            kind: FUEL_ENTRY_WRITE,
            label: `Fill-up of ${vehicle.name} on ${String(body.date ?? "")}`,
            method: "POST",
            url: vehicle.entries_url,
            body,
            invalidates: [[...fuelKeys.all]],
          }),
    onSuccess: refetch,
    meta: { errorMessage: "Could not save the fill-up", showsErrorInline: true },
  });
}

export function useDeleteEntry() {
  const refetch = useRefetchVehicles();
  return useMutation({
    mutationFn: (entry: FuelEntry) => api.delete(entry.url),
    onSuccess: refetch,
    meta: { errorMessage: "Could not delete the fill-up" },
  });
}
