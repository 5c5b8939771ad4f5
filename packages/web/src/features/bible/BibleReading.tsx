import Grid from "@mui/material/Grid";
import { useReadyInTransition } from "../../components/useDataInTransition";
import { useMemoryItems, usePlans, useSchedule } from "./api";
import { Memorization } from "./Memorization";
import { ReadingSchedule } from "./ReadingSchedule";

/**
 * BibleReading (/bible/schedule/, spec §2): today's readings and the memorization list,
 * side by side on wide screens, readings first on phones.
 */
export function BibleReading() {
  // Both lists load at once, but the memorization list is shown once the readings are settled:
  // on a phone it sits below them, and a reading list growing from its placeholder would push it
  // down under the reader's thumb (Lighthouse measured a layout shift of 0.28).
  // (ReadingSchedule shows its placeholder until both the schedule and the plans have answered.)
  const schedule = useSchedule();
  const plans = usePlans();
  const readingsSettled = useReadyInTransition(schedule.status !== "pending" && plans.status !== "pending");
  useMemoryItems();
  return (
    <Grid container spacing={2} sx={{ maxWidth: 1400 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ReadingSchedule />
      </Grid>
      {readingsSettled && (
        <Grid size={{ xs: 12, md: 6 }}>
          <Memorization />
        </Grid>
      )}
    </Grid>
  );
}
