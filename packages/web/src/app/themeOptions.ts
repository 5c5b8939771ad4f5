import type { ThemeMode } from "@homebase/contracts";
import { mdiThemeLightDark, mdiWeatherNight, mdiWhiteBalanceSunny } from "@mdi/js";

/** The three theme choices, as the app-bar switch and Settings offer them. */
export const THEME_OPTIONS: { mode: ThemeMode; label: string; icon: string }[] = [
  { mode: "light", label: "Light", icon: mdiWhiteBalanceSunny },
  { mode: "dark", label: "Dark", icon: mdiWeatherNight },
  { mode: "system", label: "System", icon: mdiThemeLightDark },
];
