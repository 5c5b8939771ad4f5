import type { Locator, Page } from "playwright-core";
import { apiClient, ownerToken } from "./api";

// The Water module's API and screens as a spec sees them (issue 9). Amounts are in ml.

export const WATER_API = {
  target: "/tracker/api/water/daily-target/",
  tracker: "/tracker/api/water/tracker/",
  streak: "/tracker/api/water/streak/",
} as const;

/** Spec §9, computed independently of the app so the spec checks the app's arithmetic. */
export const mlToOz = (ml: number) => Math.round(ml / 29.5735);

type Target = { id: number; url: string; target_ml: number };
type Entry = { id: number; url: string; amount: number };

export async function waterApi() {
  const client = apiClient(await ownerToken());
  return {
    /** Today's total in ml, as the server counts it. */
    todayMl: async () => (await client.get<Entry[]>(WATER_API.tracker)).body.reduce((sum, e) => sum + e.amount, 0),
    entryCount: async () => (await client.get<Entry[]>(WATER_API.tracker)).body.length,
    targetMl: async () => (await client.get<Target[]>(WATER_API.target)).body[0]?.target_ml ?? null,
    streak: async () => (await client.get<{ current: number; today_met: boolean }>(WATER_API.streak)).body,
    /** Puts an existing target back to 0 (no target); a fresh owner has none, which the app creates. */
    clearTarget: async () => {
      const [target] = (await client.get<Target[]>(WATER_API.target)).body;
      if (target) await client.patch(new URL(target.url).pathname, { target_ml: 0 });
    },
    setUnit: async (unit: "oz" | "ml") => {
      const { status } = await client.patch("/auth/users/me/settings/", { water_unit: unit });
      if (status !== 200) throw new Error(`PATCH water_unit failed: ${status}`);
    },
  };
}

/** The water card: the home widget ("Water Tracker") or the top of WaterHome ("Today"). */
export function waterCard(page: Page, name: "Water Tracker" | "Today" = "Water Tracker"): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** The card's "48 of 64 oz · 75%" line. */
export function progressLine(card: Locator): Locator {
  return card.getByText(/ of [\d,]+ (oz|ml) · \d+%$/);
}

/** What the card says for a total and target in ml, in the owner's unit. */
export function expectedProgress(totalMl: number, targetMl: number, unit: "oz" | "ml"): string {
  const percent = Math.round((totalMl / targetMl) * 100);
  const format = (ml: number) => (unit === "oz" ? String(mlToOz(ml)) : ml.toLocaleString("en-US"));
  return `${format(totalMl)} of ${format(targetMl)} ${unit} · ${percent}%`;
}
