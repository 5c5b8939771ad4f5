import type { ThemeMode } from "@homebase/contracts";
import { createTheme, type Theme } from "@mui/material/styles";

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

// Colour contrast (WCAG 2.1 AA, issue 28): text 4.5:1, large text and controls 3:1. Every
// colour decision for it lives here, so components use palette names, never their own shades.
//
// Dark mode: the spec's primary #2196F3 (and MUI's dark error red) read well as text on the dark
// background (6.0:1 on #121212), but white text on them reaches only 3.1:1 (3.7:1 for the red).
// Surfaces filled with them therefore take the nearest deeper shade that carries white text:
// blue 700 and red 700. Text, icons and outlines keep the spec's colour.
const DARK_FILLS = {
  primary: { fill: "#1976D2", hover: "#1565C0" },
  error: { fill: "#D32F2F", hover: "#C62828" },
} as const;
const FILLED_COLORS = ["primary", "error"] as const;

/**
 * The app bar's entry for the current page: a darker pill under the white label (7.8:1 on the
 * light bar). The earlier lighter pill (white 16 %) left white text at 4.1:1.
 */
export const NAV_CURRENT_BACKGROUND = "rgb(0 0 0 / 0.2)";

// CSS variables with a class selector let light/dark/system switch without re-rendering the
// tree, and the mode is kept in localStorage by MUI itself (key "mui-mode").
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: "class" },
  colorSchemes: {
    light: {
      palette: {
        // Text MUI picks for a coloured background (getContrastText) must reach AA, not 3:1.
        contrastThreshold: 4.5,
        primary: { main: "#1867C0" },
        // MUI's defaults, moved the least that reaches 4.5:1: red 700 on the #EEEEEE background
        // was 4.3:1 (red 800: 4.9:1); orange #ED6C02 under white or on white was 3.1:1 (#BF5700:
        // 4.6:1, same hue). Their darker shades (warning.dark for overdue dates) follow.
        error: { main: "#C62828" },
        warning: { main: "#BF5700" },
        background: { default: MAIN_BACKGROUND_LIGHT, paper: "#FFFFFF" },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        // White on the fills above (DARK_FILLS), not on main: see there.
        primary: { main: "#2196F3", dark: DARK_FILLS.primary.fill, contrastText: "#FFFFFF" },
        error: { main: "#F44336", dark: DARK_FILLS.error.fill, contrastText: "#FFFFFF" },
        background: { default: "#121212", paper: "#1E1E1E" },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
  components: {
    // The app bar is a filled primary surface; in dark mode MUI also lightens it with the
    // elevation overlay, which would take white text below 3:1.
    MuiAppBar: {
      styleOverrides: {
        colorPrimary: ({ theme }) =>
          theme.applyStyles("dark", {
            "--AppBar-background": DARK_FILLS.primary.fill,
            "--AppBar-color": "#FFFFFF",
            backgroundImage: "none",
          }),
      },
    },
    MuiButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          variants: FILLED_COLORS.map((color) => ({
            props: { variant: "contained", color },
            style: theme.applyStyles("dark", {
              "--variant-containedBg": DARK_FILLS[color].fill,
              "--variant-containedColor": "#FFFFFF",
              "@media (hover: hover)": { "&:hover": { "--variant-containedBg": DARK_FILLS[color].hover } },
            }),
          })),
        }),
      },
    },
    MuiChip: {
      styleOverrides: {
        root: ({ theme }) => ({
          variants: FILLED_COLORS.map((color) => ({
            props: { variant: "filled", color },
            style: theme.applyStyles("dark", { backgroundColor: DARK_FILLS[color].fill, color: "#FFFFFF" }),
          })),
        }),
      },
    },
    // Unselected toggle buttons draw their label in action.active (54 % black), 4.46:1 on the
    // grey main background; the secondary text colour (60 %) reads at 5.6:1.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.vars.palette.text.secondary }) } },
    // A placeholder shown while something loads says so to assistive technology; a bare
    // aria-label on a span is not allowed (WCAG 4.1.2). Skeletons name what is loading.
    MuiSkeleton: { defaultProps: { role: "progressbar", "aria-label": "Loading" } },
    // MUI renders subtitle1/2 as <h6> unless told otherwise, which put stray headings in the
    // outline (a module card under Home's h2 read as an h6). A heading says so with `component`.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: "p", subtitle2: "p" } } },
    // Spec §9: select and autocomplete menus are at most 310px tall.
    MuiAutocomplete: { styleOverrides: { listbox: { maxHeight: 310 } } },
    MuiSelect: { defaultProps: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 310 } } } } } },
  },
});

/** A custom filled primary surface (a dialog's title bar, a date badge): the app bar's colours. */
export const filledPrimarySx = (theme: Theme) => ({
  bgcolor: "primary.main",
  color: "primary.contrastText",
  ...theme.applyStyles("dark", { bgcolor: DARK_FILLS.primary.fill, color: "#FFFFFF" }),
});
