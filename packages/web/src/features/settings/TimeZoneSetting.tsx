import { todayIn } from "@homebase/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import { useMemo, useState } from "react";
import { useSettings, useUpdateSettings } from "../../app/settings";
import { useNotify } from "../../components/notifications";
import { formatFullDate } from "../../components/RelativeDate";

export function TimeZoneSetting() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const notify = useNotify();
  // What is typed in the box; null shows the chosen zone. Controlled so that a refused save
  // can put the stored zone's name back even when the box still has focus.
  const [typed, setTyped] = useState<string | null>(null);
  // While a change is saving, show the new zone; a failed save falls back to the stored one.
  const value = (update.isPending ? update.variables.time_zone : undefined) ?? settings.data?.time_zone;
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf("timeZone");
    // The stored zone may be an alias the list leaves out (e.g. "UTC"); keep it choosable.
    return value && !known.includes(value) ? [value, ...known] : known;
  }, [value]);

  if (!value) return <Skeleton variant="rounded" height={56} sx={{ maxWidth: 420 }} />;

  return (
    <Autocomplete
      options={zones}
      value={value}
      inputValue={typed ?? value}
      onInputChange={(_event, text) => setTyped(text)}
      disableClearable
      autoHighlight
      onChange={(_event, zone) =>
        update.mutate(
          { time_zone: zone },
          {
            onSuccess: () => {
              setTyped(null);
              notify("Settings saved", "success");
            },
            onError: () => setTyped(null),
          },
        )
      }
      sx={{ maxWidth: 420 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          helperText={`“Today” everywhere in the app follows this zone. There it is ${formatFullDate(todayIn(value))}.`}
        />
      )}
    />
  );
}
