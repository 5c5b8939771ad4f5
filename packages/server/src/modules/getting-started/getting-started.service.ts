import { GETTING_STARTED_STEPS, type GettingStarted, type GettingStartedStepKey } from "@homebase/contracts";
import type { Db } from "../../db/database";
import { hasReadingPlan } from "../bible/bible.service";
import { hasBill } from "../bills/bills.service";
import { hasVehicle } from "../fuel/fuel.service";
import { hasTrackedShow } from "../tv/tv.service";
import { hasWaterTarget } from "../water/water.service";

/** What makes each step done: the owner's real data, so a step done anywhere (even by import) counts. */
const isDone: Record<GettingStartedStepKey, (db: Db, userId: number) => Promise<boolean>> = {
  water: hasWaterTarget,
  bills: hasBill,
  tv: hasTrackedShow,
  bible: hasReadingPlan,
  fuel: hasVehicle,
};

export async function gettingStarted(db: Db, userId: number): Promise<GettingStarted> {
  const done = await Promise.all(GETTING_STARTED_STEPS.map((key) => isDone[key](db, userId)));
  return { steps: GETTING_STARTED_STEPS.map((key, index) => ({ key, is_done: done[index] as boolean })) };
}
