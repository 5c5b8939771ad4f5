import type { ThemeMode } from "@homebase/contracts";
import { createTheme } from "@mui/material/styles";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Spec §9: grey-lighten-3, the main area's background in light mode. */
export const MAIN_BACKGROUND_LIGHT = "#EEEEEE";
/**
 * Spec §9: light until the owner picks another. Same value as contracts' DEFAULT_THEME_MODE,
 * repeated here because importing that module would pull zod into the first page load.
 */
export const DEFAULT_THEME_MODE: ThemeMode = "light";
/** Spec §9 "mobile breakpoint lg": below it the menu collapses into a drawer. */
export const MOBILE_BREAKPOINT = "lg";

// CSS variables with a class selector let light/dark/system switch without re-rendering the
// tree, and the mode is kept in localStorage by MUI itself (key "mui-mode").
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: "class" },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: "#1867C0" },
        background: { default: MAIN_BACKGROUND_LIGHT, paper: "#FFFFFF" },
      },
    },
    dark: {
      palette: {
        primary: { main: "#2196F3" },
        background: { default: "#121212", paper: "#1E1E1E" },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
  components: {
    // Spec §9: select and autocomplete menus are at most 310px tall.
    MuiAutocomplete: { styleOverrides: { listbox: { maxHeight: 310 } } },
    MuiSelect: { defaultProps: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } } },
  },
});
