import { mdiCrosshairsGps } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Icon } from "../../components/Icon";
import type { Position } from "./entryDraft";
import { openStreetMapUrl } from "./format";

// GeolocationPositionError codes.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

/** Why no position came back, in words, and what the owner can still do. */
export function geolocationMessage(code: number | null): string {
  if (code === null) return "This browser cannot share its location. The fill-up saves fine without one.";
  if (code === PERMISSION_DENIED) {
    return "Location access is blocked for this site. Allow it in the browser's site settings to use it, or save the fill-up without a position.";
  }
  if (code === POSITION_UNAVAILABLE) return "Your position is not available right now. Try again in a moment.";
  return "Finding your position took too long. Try again, or save without a position.";
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

interface PositionFieldProps {
  value: Position | null;
  onChange: (position: Position | null) => void;
  error?: string;
}

/** "Use my location": the browser's current position, kept with the fill-up for its map link. */
export function PositionField({ value, onChange, error }: PositionFieldProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = () => {
    setProblem(null);
    if (!("geolocation" in navigator)) {
      setProblem(geolocationMessage(null));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
      },
      (failure) => {
        setLocating(false);
        setProblem(geolocationMessage(failure.code));
      },
      // A fix from the last minute is as good at a pump; waiting longer than 15 s is not.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Button variant="outlined" startIcon={<Icon path={mdiCrosshairsGps} />} onClick={locate} loading={locating}>
          Use my location
        </Button>
        {value && (
          <>
            <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
              <MuiLink href={openStreetMapUrl(value)} target="_blank" rel="noopener noreferrer">
                {value.latitude.toFixed(5)}, {value.longitude.toFixed(5)}
              </MuiLink>
            </Typography>
            <Button size="small" onClick={() => onChange(null)}>
              Remove position
            </Button>
          </>
        )}
      </Stack>
      {problem && (
        <Alert severity="warning" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
