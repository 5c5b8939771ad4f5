import type { ThemeMode } from "@homebase/contracts";
import { useColorScheme } from "@mui/material/styles";
import { useEffect, useRef } from "react";
import { useMe } from "../features/auth/hooks";
import { useSettings, useUpdateSettings } from "./settings";
import { DEFAULT_THEME_MODE } from "./theme";

// A mode picked before signing in (on the login page) is newer than the one stored with the
// owner's settings: after signing in it is saved there instead of being overwritten by it.
let chosenWhileSignedOut: ThemeMode | null = null;

interface ChangeOptions {
  onSaved?: () => void;
}

/**
 * Light/dark/system. MUI keeps the choice in localStorage; it is also saved to the owner's
 * settings so it follows them to other browsers. A failed save puts the old mode back.
 * Before signing in (login page) the choice is only local: there are no settings to save to.
 */
export function useThemeMode() {
  const { mode, setMode } = useColorScheme();
  const update = useUpdateSettings();
  const signedIn = Boolean(useMe().data);
  const current: ThemeMode = mode ?? DEFAULT_THEME_MODE;

  const change = (next: ThemeMode, options: ChangeOptions = {}) => {
    if (next === current) return;
    setMode(next);
    if (!signedIn) {
      chosenWhileSignedOut = next;
      return;
    }
    update.mutate({ theme: next }, { onSuccess: options.onSaved, onError: () => setMode(current) });
  };

  return { mode: current, setMode: change, saving: update.isPending };
}

/**
 * When the owner's settings load (or change elsewhere) and their theme differs from this
 * browser's, the server's wins, unless the owner picked one on the login page just now. Only a new server value is applied, never the same one twice,
 * so a local change is not undone while its save is in flight.
 */
export function useThemeFromSettings(): void {
  const serverTheme = useSettings().data?.theme;
  const { mode, setMode } = useColorScheme();
  const { mutate: save } = useUpdateSettings();
  const applied = useRef<ThemeMode | null>(null);

  useEffect(() => {
    if (!serverTheme || !mode || applied.current === serverTheme) return;
    applied.current = serverTheme;
    const localChoice = chosenWhileSignedOut;
    chosenWhileSignedOut = null;
    if (localChoice && localChoice !== serverTheme) save({ theme: localChoice });
    else if (serverTheme !== mode) setMode(serverTheme);
  }, [serverTheme, mode, setMode, save]);
}
