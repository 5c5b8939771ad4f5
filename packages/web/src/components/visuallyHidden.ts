/**
 * sx for text that screen readers read and sighted people do not see (the words a layout
 * implies, e.g. "score" before a number, or a column heading with no visible one). Pixel
 * strings: in sx a bare 1 would mean 100%.
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
