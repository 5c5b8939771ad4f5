import type { FuelEntry, Vehicle } from "@homebase/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";

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

export function useVehicles() {
  return useQuery(vehiclesQuery);
}

/** One vehicle from the shared list: undefined while loading, null when no vehicle has the slug. */
export function useVehicle(slug: string) {
  return useQuery({ ...vehiclesQuery, select: (list: Vehicle[]) => list.find((v) => v.slug === slug) ?? null });
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
    mutationFn: ({ entry, body }: { entry?: FuelEntry; body: EntryBody }) =>
      entry ? api.patch<FuelEntry>(entry.url, body) : api.post<FuelEntry>(vehicle.entries_url, body),
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
