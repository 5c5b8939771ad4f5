import { compareIsoDates } from "./dates";

// Fuel arithmetic shared by the server (stored values, summaries) and the entry form (live
// preview). Quantities are plain numbers here; the server stores them as integers
// (gallons and price in thousandths, money in cents, odometer in tenths).

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

export type FuelAmounts = { gallons?: number | null; price_per_gallon?: number | null; total_paid?: number | null };
export type CompleteFuelAmounts = { gallons: number; price_per_gallon: number; total_paid: number };

/**
 * Any two of gallons, price per gallon and total paid give the third. With all three, they
 * must agree within a cent. Returns the completed amounts, or which field is wrong and why.
 */
export function completeFuelAmounts(
  input: FuelAmounts,
): { ok: true; value: CompleteFuelAmounts } | { ok: false; field: keyof FuelAmounts; message: string } {
  const g = input.gallons ?? null;
  const p = input.price_per_gallon ?? null;
  const t = input.total_paid ?? null;
  const given = [g, p, t].filter((v) => v !== null).length;
  if (given < 2) {
    const field = g === null ? "gallons" : p === null ? "price_per_gallon" : "total_paid";
    return { ok: false, field, message: "Enter any two of gallons, price per gallon and total paid." };
  }
  if (g !== null && g <= 0) return { ok: false, field: "gallons", message: "Gallons must be more than 0." };
  if (p !== null && p <= 0) return { ok: false, field: "price_per_gallon", message: "Price must be more than 0." };
  if (t !== null && t <= 0) return { ok: false, field: "total_paid", message: "Total must be more than 0." };
  if (g !== null && p !== null && t !== null) {
    if (Math.abs(round(g * p, 2) - t) > 0.01 + 1e-9) {
      return {
        ok: false,
        field: "total_paid",
        message: `${g} gallons at $${p} is $${round(g * p, 2).toFixed(2)}, not $${t.toFixed(2)}.`,
      };
    }
    return { ok: true, value: { gallons: round(g, 3), price_per_gallon: round(p, 3), total_paid: round(t, 2) } };
  }
  if (t === null) {
    return {
      ok: true,
      value: {
        gallons: round(g as number, 3),
        price_per_gallon: round(p as number, 3),
        total_paid: round((g as number) * (p as number), 2),
      },
    };
  }
  if (p === null) {
    return {
      ok: true,
      value: { gallons: round(g as number, 3), price_per_gallon: round(t / (g as number), 3), total_paid: round(t, 2) },
    };
  }
  return {
    ok: true,
    value: { gallons: round(t / (p as number), 3), price_per_gallon: round(p as number, 3), total_paid: round(t, 2) },
  };
}

export type FillUp = {
  id: number;
  date: string;
  mileage: number;
  gallons: number;
  total_paid: number;
  is_full: boolean;
  missed_previous: boolean;
};

export type FillUpStats = { miles: number | null; miles_per_gallon: number | null };

/** Date order; the odometer breaks ties within a day, then the id (entry order). */
export function compareFillUps(a: FillUp, b: FillUp): number {
  return compareIsoDates(a.date, b.date) || a.mileage - b.mileage || a.id - b.id;
}

type ChainStep = { entry: FillUp; miles: number | null; closed: { miles: number; gallons: number } | null };

/**
 * Walks fill-ups in order, tracking tank-to-tank chains. A chain starts at a full fill-up and
 * closes at the next full one, partial fill-ups in between carrying their miles and gallons
 * forward. The first entry, a missed fill-up, or a partial with no full one before it opens
 * no chain (the tank level there is unknown).
 */
function walkChains(entries: FillUp[]): ChainStep[] {
  const sorted = [...entries].sort(compareFillUps);
  let open = false;
  let miles = 0;
  let gallons = 0;
  return sorted.map((entry, index) => {
    const previous = sorted[index - 1];
    const step: ChainStep = {
      entry,
      miles: previous ? round(entry.mileage - previous.mileage, 1) : null,
      closed: null,
    };
    if (!previous || entry.missed_previous || !open) {
      open = entry.is_full;
      miles = 0;
      gallons = 0;
      return step;
    }
    miles += step.miles ?? 0;
    gallons += entry.gallons;
    if (entry.is_full) {
      step.closed = { miles, gallons };
      miles = 0;
      gallons = 0;
    }
    return step;
  });
}

/** Miles and MPG per fill-up, keyed by id, whatever order the entries were typed in. */
export function fillUpStats(entries: FillUp[]): Map<number, FillUpStats> {
  const stats = new Map<number, FillUpStats>();
  for (const { entry, miles, closed } of walkChains(entries)) {
    const mpg = closed && closed.gallons > 0 ? round(closed.miles / closed.gallons, 3) : null;
    stats.set(entry.id, { miles, miles_per_gallon: mpg });
  }
  return stats;
}

export type VehicleSummary = {
  fill_ups: number;
  total_paid: number;
  total_gallons: number;
  total_miles: number;
  /** Total miles / total gallons over complete chains; never an average of ratios. */
  average_mpg: number | null;
  /** Fuel bought after the first fill-up over the distance driven since it. */
  cost_per_mile: number | null;
  last_fill_up_date: string | null;
};

export function vehicleSummary(entries: FillUp[]): VehicleSummary {
  const steps = walkChains(entries);
  const first = steps[0]?.entry;
  const last = steps[steps.length - 1]?.entry;
  const closed = steps.flatMap((step) => (step.closed ? [step.closed] : []));
  const chainMiles = closed.reduce((sum, c) => sum + c.miles, 0);
  const chainGallons = closed.reduce((sum, c) => sum + c.gallons, 0);
  const totalMiles = first && last ? round(last.mileage - first.mileage, 1) : 0;
  const paidAfterFirst = steps.slice(1).reduce((sum, step) => sum + step.entry.total_paid, 0);
  return {
    fill_ups: steps.length,
    total_paid: round(
      steps.reduce((sum, step) => sum + step.entry.total_paid, 0),
      2,
    ),
    total_gallons: round(
      steps.reduce((sum, step) => sum + step.entry.gallons, 0),
      3,
    ),
    total_miles: totalMiles,
    average_mpg: chainGallons > 0 ? round(chainMiles / chainGallons, 3) : null,
    cost_per_mile: totalMiles > 0 ? round(paidAfterFirst / totalMiles, 4) : null,
    last_fill_up_date: last?.date ?? null,
  };
}
