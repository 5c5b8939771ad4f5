/**
 * sx for text that screen readers read and sighted people do not see (the words a layout
 * implies, e.g. "score" before a number in a score column).
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
