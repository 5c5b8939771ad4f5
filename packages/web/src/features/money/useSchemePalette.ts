import { type CssVarsTheme, type Theme, useColorScheme, useTheme } from "@mui/material/styles";

/**
 * The palette of the colour scheme on screen, as plain colours: the charts draw in SVG
 * attributes, where the theme's CSS variables would not follow a scheme switch (see water's
 * HistoryChart).
 */
export function useSchemePalette() {
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === "system" ? systemMode : mode) ?? "light";
  return (theme as Theme & Partial<CssVarsTheme>).colorSchemes?.[scheme]?.palette ?? theme.palette;
}
