import type { ThemeMode } from "@homebase/contracts";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { useThemeMode } from "../../app/themeMode";
import { THEME_OPTIONS } from "../../app/themeOptions";
import { useNotify } from "../../components/notifications";

export function ThemeSetting() {
  const { mode, setMode } = useThemeMode();
  const notify = useNotify();
  const labelId = useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Theme</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={mode}
        onChange={(_event, value) =>
          setMode(value as ThemeMode, { onSaved: () => notify("Settings saved", "success") })
        }
      >
        {THEME_OPTIONS.map((option) => (
          <FormControlLabel key={option.mode} value={option.mode} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
