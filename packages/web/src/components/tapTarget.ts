/** Phone tap targets of at least 44 × 44 px (issue 22; WCAG 2.5.5), for controls MUI draws smaller. */
export const TAP_TARGET = { minHeight: 44, minWidth: 44 } as const;

/**
 * A link standing on its own (not inside a sentence), made a full tap target where the main
 * pointer is a finger; a mouse keeps the text's own height.
 */
export const TOUCH_LINK = {
  "@media (pointer: coarse)": { display: "inline-flex", alignItems: "center", minHeight: 44 },
} as const;

/** A one-line link that ends in an ellipsis: a finger's height by its line height alone. */
export const TOUCH_LINE = { "@media (pointer: coarse)": { lineHeight: "44px" } } as const;
