import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useLocation } from "react-router";
import { useReadyInTransition } from "../../components/useDataInTransition";
import { useWaterEntries } from "./api";
import { CustomAmount } from "./CustomAmount";
import { TARGET_HASH } from "./paths";
import { TargetEditor } from "./TargetEditor";
import { TodayEntries } from "./TodayEntries";
import { WaterCard } from "./WaterCard";
import { StreakStatus, WaterHistory } from "./WaterHistory";
import { WaterSection } from "./WaterSection";
import { WaterUnitSetting } from "./WaterUnitSetting";

/**
 * History and the target, beside today on a wide screen. On a phone they sit under today's
 * entries, whose list grows as it loads: they show once it has (or failed), rather than being
 * pushed down the screen (issue 28). Their own component, so that the entries' arrival re-renders
 * only this, not the whole page (a mid-range phone's long task, Lighthouse).
 */
function HistoryAndTarget({ focusRequest }: { focusRequest: number }) {
  const location = useLocation();
  const entries = useWaterEntries();
  const entriesSettled = useReadyInTransition(!entries.isPending);
  if (!entriesSettled) return null;
  return (
    <Stack spacing={2}>
      <WaterSection title="Last 30 days" aside={<StreakStatus />}>
        <WaterHistory />
      </WaterSection>
      <WaterSection title="Daily target">
        <Stack spacing={2}>
          <TargetEditor focusOnLoad={location.hash === TARGET_HASH} focusRequest={focusRequest} />
          <WaterUnitSetting />
        </Stack>
      </WaterSection>
    </Stack>
  );
}

/**
 * WaterHome (/tracker/water/): today on the left (progress, adding, entries), history and
 * preferences on the right; one column on phones, today first.
 */
export function WaterHome() {
  const [focusRequest, setFocusRequest] = useState(0);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Water Tracker
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5, xl: 4 }}>
          <Stack spacing={2}>
            <WaterCard variant="page" onSetTarget={() => setFocusRequest((count) => count + 1)}>
              <CustomAmount />
            </WaterCard>
            <WaterSection title="Today's entries">
              <TodayEntries />
            </WaterSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7, xl: 8 }}>
          <HistoryAndTarget focusRequest={focusRequest} />
        </Grid>
      </Grid>
    </Stack>
  );
}
