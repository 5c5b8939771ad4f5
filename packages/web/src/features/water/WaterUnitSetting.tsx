import { WATER_UNITS, type WaterUnit } from "@homebase/contracts";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useSettings, useUpdateSettings } from "../../app/settings";

/**
 * The owner's water unit (oz or ml), saved to their settings. The same control on WaterHome
 * and in Settings, so the choice applies everywhere: card, list, target and chart.
 */
export function WaterUnitSetting() {
  const settings = useSettings();
  const update = useUpdateSettings();
  // While the change saves, show the new unit; a failed save falls back to the stored one.
  const unit = (update.isPending ? update.variables.water_unit : undefined) ?? settings.data?.water_unit;

  if (!unit) return <Skeleton variant="rounded" height={40} width={120} />;

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Typography component="span" aria-hidden>
        Unit
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={unit}
        aria-label="Water unit"
        onChange={(_event, next: WaterUnit | null) => {
          // Clicking the selected unit again would deselect it; there must always be one.
          if (next && next !== unit) update.mutate({ water_unit: next });
        }}
      >
        {WATER_UNITS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2, textTransform: "none" }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
