import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export interface Figure {
  label: string;
  value: ReactNode;
}

interface FiguresProps {
  items: readonly Figure[];
  /** Fixed columns per breakpoint, e.g. { xs: 2, sm: 3 }; otherwise as many 120px columns as fit. */
  columns?: { xs: number; sm: number };
}

/** Labelled figures as a description list, in a grid that wraps to fit the width. */
export function Figures({ items, columns }: FiguresProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: columns
          ? { xs: `repeat(${columns.xs}, 1fr)`, sm: `repeat(${columns.sm}, 1fr)` }
          : "repeat(auto-fill, minmax(120px, 1fr))",
        gap: 1.5,
        m: 0,
      }}
    >
      {items.map(({ label, value }) => (
        <div key={label}>
          <Typography component="dt" variant="caption" sx={{ color: "text.secondary", display: "block" }}>
            {label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontVariantNumeric: "tabular-nums" }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
