import type { ThemeMode } from "@homebase/contracts";
import { createTheme, getOverlayAlpha, type Theme } from "@mui/material/styles";
// Types only: lets the theme style the date pickers' parts (the dialog's calendar).
import type {} from "@mui/x-date-pickers/themeAugmentation";
import { TOUCH_TARGET_STYLES } from "./touchTargets";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
  }
  // The theme is made with CSS variables: its type says so (theme.vars, generateStyleSheets, the
  // provider's disableStyleSheetGeneration).
  interface CssThemeVariables {
    enabled: true;
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

/** The dark paper colour (#1E1E1E), which MUI lightens with elevation. */
const DARK_PAPER = 0x1e;
/**
 * Dark mode lightens raised surfaces with a translucent white gradient over the paper colour.
 * Here that colour is a plain background instead: it looks the same, and contrast checkers
 * (axe gives up on any gradient) can measure the text on it. Surfaces stop lightening at a
 * card's level (#292929): menus, drawers and dialogs went up to #434343, where the spec's
 * primary blue reads at 3.2:1; on #292929 it reads at 4.7:1.
 */
function darkPaperAt(elevation: number): string {
  const channel = Math.round(DARK_PAPER + (255 - DARK_PAPER) * getOverlayAlpha(Math.min(elevation, 1)));
  return `rgb(${channel} ${channel} ${channel})`;
}

/** A selected calendar cell in dark mode: the filled primary shade under white text. */
const darkSelectedFill = {
  "&.Mui-selected": {
    color: "#FFFFFF",
    backgroundColor: DARK_FILLS.primary.fill,
    "&:hover, &:focus": { backgroundColor: DARK_FILLS.primary.hover },
  },
};

/**
 * The app bar's entry for the current page: a darker pill under the white label (7.8:1 on the
 * light bar). The earlier lighter pill (white 16 %) left white text at 4.1:1.
 */
export const NAV_CURRENT_BACKGROUND = "rgb(0 0 0 / 0.2)";
/** A hovered or keyboard-focused button in the app bar: a lighter version of the same pill. */
const NAV_HOVER_BACKGROUND = "rgb(0 0 0 / 0.12)";

/** MUI's own (InputBase): non-empty, as Emotion drops empty keyframes from production builds. */
const AUTOFILL_KEYFRAMES = {
  "@keyframes mui-auto-fill": { from: { animationName: "mui-auto-fill" } },
  "@keyframes mui-auto-fill-cancel": { from: { animationName: "mui-auto-fill-cancel" } },
};

const AUTOFILL_DETECTION = {
  animationName: "mui-auto-fill-cancel",
  animationDuration: "10ms",
  "&:-webkit-autofill": { animationDuration: "5000s", animationName: "mui-auto-fill" },
};

let theme: Theme | undefined;

/**
 * The app's theme, made on the first call. Making it (both colour schemes' CSS variables) is a
 * fifth of the work before the first render; main.tsx calls this in a task of its own so that
 * it does not lengthen the task that evaluates the app's script (issue 28: total blocking time).
 */
export function appTheme(): Theme {
  theme ??= createAppTheme();
  return theme;
}

/** The `<style>` element that holds the theme's CSS variables (installThemeVariables). */
export const THEME_VARIABLES_ID = "theme-variables";

const declaration = (property: string, value: unknown) =>
  `${property.startsWith("--") ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value};`;

const ruleText = (rules: Record<string, unknown>): string =>
  Object.entries(rules)
    .map(([key, value]) =>
      value !== null && typeof value === "object"
        ? `${key}{${ruleText(value as Record<string, unknown>)}}`
        : declaration(key, value),
    )
    .join("");

/**
 * The theme's CSS variables, both colour schemes', as a stylesheet's text: the sheets MUI's
 * provider would insert, each a selector (`:root`, `.dark`…) over custom properties and
 * `colorScheme`.
 */
export function themeVariablesCss(theme: Theme): string {
  return theme.generateStyleSheets().map(ruleText).join("");
}

/**
 * Puts the theme's CSS variables on the page, once, as a plain stylesheet. MUI's provider
 * (AppProviders passes it disableStyleSheetGeneration) would insert them as a global Emotion
 * style: 21 KB that Emotion's CSS compiler parsed inside the first render's commit, a task React
 * cannot split (5-10 ms of the commit at full speed, four times that on Lighthouse's phone; issue
 * 28). Written out as text, the browser parses them itself. main.tsx calls this in a start-up step
 * of its own, before the first render; the test renderer calls it too.
 */
export function installThemeVariables(): void {
  if (document.getElementById(THEME_VARIABLES_ID)) return;
  const style = document.createElement("style");
  style.id = THEME_VARIABLES_ID;
  style.textContent = themeVariablesCss(appTheme());
  document.head.append(style);
}

// CSS variables with a class selector let light/dark/system switch without re-rendering the
// tree, and the mode is kept in localStorage by MUI itself (key "mui-mode").
const createAppTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: "class" },
    // A 2 px ring in the primary colour on every button, link-button, checkbox, tab and menu item
    // focused from the keyboard (MUI 9.4+; inset where a container would clip it, and given a
    // contrasting halo inside the app bar). Without it MUI shows only a faint focus ripple.
    focusVisible: true,
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
          // MUI's dark red (#F44336) is 3.9:1 on a card; the same hue a little lighter is 4.6:1.
          error: { main: "#F65E53", light: "#F8877E", dark: DARK_FILLS.error.fill, contrastText: "#FFFFFF" },
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
          colorPrimary: ({ theme }) => ({
            // MUI lightens a hovered or focused white-text button with white; on the blue bar that
            // takes the label under 4.5:1 (4.0:1 in dark mode). The bar darkens it instead.
            "& .MuiButton-colorInherit:hover, & .MuiButton-colorInherit.Mui-focusVisible": {
              backgroundColor: NAV_HOVER_BACKGROUND,
            },
            ...theme.applyStyles("dark", {
              "--AppBar-background": DARK_FILLS.primary.fill,
              "--AppBar-color": "#FFFFFF",
              backgroundImage: "none",
            }),
          }),
        },
      },
      // A chart is one Tab stop (its arrow keys step through the data) on an invisible element of
      // MUI X Charts' own: the ring goes round the chart while that element has focus.
      MuiCssBaseline: {
        styleOverrides: {
          ".MuiChartsSurface-root:has(:focus-visible)": {
            outline: "2px solid var(--mui-palette-primary-main)",
            outlineOffset: 2,
          },
          ...TOUCH_TARGET_STYLES,
          ...AUTOFILL_KEYFRAMES,
        },
      },
      // Every MUI text box otherwise mounts a global style of its own for its autofill keyframes:
      // 100 on Bills (25 cards of four fields), each a <style> element and a style recalculation
      // (issue 28). The keyframes are in the baseline once; each box keeps the animation whose
      // start tells MUI a browser autofilled it, so the label still moves out of the value's way.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: { input: AUTOFILL_DETECTION },
      },
      // Raised surfaces in dark mode (see darkPaperAt). Set as the paper colour variable rather
      // than the background itself, so a surface that paints its own background (the app bar)
      // keeps it, and what sits on a card in "paper" colour matches the card.
      MuiPaper: {
        styleOverrides: {
          root: ({ ownerState, theme }) =>
            ownerState.variant === "elevation"
              ? theme.applyStyles("dark", {
                  "--mui-palette-background-paper": darkPaperAt(ownerState.elevation ?? 1),
                  backgroundImage: "none",
                })
              : {},
        },
      },
      MuiButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            variants: [
              ...FILLED_COLORS.map((color) => ({
                props: { variant: "contained" as const, color },
                style: theme.applyStyles("dark", {
                  "--variant-containedBg": DARK_FILLS[color].fill,
                  "--variant-containedColor": "#FFFFFF",
                  "@media (hover: hover)": { "&:hover": { "--variant-containedBg": DARK_FILLS[color].hover } },
                }),
              })),
              // A hovered outlined or text button is tinted with its colour, which took the
              // spec's blue label on a card to 4.2:1 in dark mode: hovered, the label takes the
              // lighter shade (5.3:1).
              ...FILLED_COLORS.flatMap((color) =>
                (["outlined", "text"] as const).map((variant) => ({
                  props: { variant, color },
                  style: theme.applyStyles("dark", {
                    "@media (hover: hover)": { "&:hover": { color: theme.vars.palette[color].light } },
                  }),
                })),
              ),
            ],
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
      // The calendar's chosen day (and month or year) is filled with primary too.
      MuiPickerDay: { styleOverrides: { root: ({ theme }) => theme.applyStyles("dark", darkSelectedFill) } },
      MuiMonthCalendar: { styleOverrides: { button: ({ theme }) => theme.applyStyles("dark", darkSelectedFill) } },
      MuiYearCalendar: { styleOverrides: { button: ({ theme }) => theme.applyStyles("dark", darkSelectedFill) } },
      // Unselected toggle buttons draw their label in action.active (54 % black), 4.46:1 on the
      // grey main background; the secondary text colour (60 %) reads at 5.6:1. In dark mode a
      // selected one's label sits on a tint of its colour, so it takes the lighter shade (4.7:1).
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            color: theme.vars.palette.text.secondary,
            variants: FILLED_COLORS.map((color) => ({
              props: { color },
              style: theme.applyStyles("dark", { "&.Mui-selected": { color: theme.vars.palette[color].light } }),
            })),
          }),
        },
      },
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
