/**
 * Issue 22: on a touch screen every control is at least 44 × 44 px (WCAG 2.5.5), whatever size
 * MUI gives it (buttons 37 px, icon buttons 40, checkboxes and radios 42, switches 38, small fields 40).
 * Only where the main pointer is coarse: a desktop with a mouse keeps MUI's compact sizes.
 */
// Each class is doubled so that these win over a component's own one-class sx (a compact
// "minHeight: 36"), which comes later in the page's styles.
export const TOUCH_TARGET_STYLES = {
  "@media (pointer: coarse)": {
    ".MuiButton-root.MuiButton-root, .MuiToggleButton-root.MuiToggleButton-root, .MuiTab-root.MuiTab-root, .MuiInputBase-root.MuiInputBase-root, .MuiMenuItem-root.MuiMenuItem-root":
      { minHeight: 44 },
    ".MuiIconButton-root.MuiIconButton-root, .MuiCheckbox-root.MuiCheckbox-root, .MuiRadio-root.MuiRadio-root": {
      minWidth: 44,
      minHeight: 44,
    },
    // A native select is itself what a finger hits, not only the box around it (a small field's
    // select stays 40 px inside its 44 px box otherwise).
    ".MuiNativeSelect-select.MuiNativeSelect-select": { minHeight: 44, boxSizing: "border-box" },
    // A switch's button is 38 px: 44 with the track widened to match, thumb travel unchanged.
    ".MuiSwitch-root.MuiSwitch-root:not(.MuiSwitch-sizeSmall)": { width: 64, height: 44, padding: 15 },
    ".MuiSwitch-root:not(.MuiSwitch-sizeSmall) > .MuiSwitch-switchBase.MuiSwitch-switchBase": { padding: 12 },
    // A heading that is a link (a Home widget's title) is a target of its own.
    ":is(h1, h2, h3, h4, h5, h6) > a.MuiLink-root": { display: "inline-flex", alignItems: "center", minHeight: 44 },
  },
} as const;
