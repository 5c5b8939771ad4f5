import Grid from "@mui/material/Grid";
import { Memorization } from "./Memorization";
import { ReadingSchedule } from "./ReadingSchedule";

/**
 * BibleReading (/bible/schedule/, spec §2): today's readings and the memorization list,
 * side by side on wide screens, readings first on phones.
 */
export function BibleReading() {
  return (
    <Grid container spacing={2} sx={{ maxWidth: 1400 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ReadingSchedule />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Memorization />
      </Grid>
    </Grid>
  );
}
