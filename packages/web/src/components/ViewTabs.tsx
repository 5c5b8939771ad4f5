import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import type { KeyboardEvent } from "react";
import { TAB_SELECTED_SX, TAB_SX } from "./SubNavTabs";
import { TAP_TARGET } from "./tapTarget";

export interface ViewTab<K extends string> {
  key: K;
  label: string;
}

interface ViewTabsProps<K extends string> {
  /** The tab list's accessible name, e.g. "Views". */
  label: string;
  tabs: readonly ViewTab<K>[];
  value: K;
  onChange: (key: K) => void;
}

/** Where the arrow, Home and End keys move focus to from tab `index` of `count`; -1 for other keys. */
function nextTabIndex(key: string, index: number, count: number): number {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return -1;
}

// A row wider than the screen shows a shadow at each edge it can still scroll towards (on a
// phone, Completed and Trash start off screen). The page-coloured covers scroll with the tabs
// and hide the shadows, which stay put, once the row's end reaches them. Only CSS: no scroll
// position is read.
const PAGE = "var(--mui-palette-background-default)";
const SHADOW = "rgba(0, 0, 0, 0.25)";
const EDGE_SHADOWS = {
  background: [
    `linear-gradient(to right, ${PAGE} 40%, transparent) left / 32px 100% no-repeat local`,
    `linear-gradient(to left, ${PAGE} 40%, transparent) right / 32px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${SHADOW}, transparent) left / 12px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${SHADOW}, transparent) right / 12px 100% no-repeat scroll`,
  ].join(", "),
} as const;

/**
 * Tabs that switch what a page shows (ARIA tabs: one tab stop; the arrow keys, Home and End move
 * between the tabs, Enter or Space picks one). A row wider than the screen scrolls sideways.
 * MUI's Tabs measured the page after every render to place their sliding underline, and once
 * more for the scrollbar's size: on Tasks those reads made the browser style and lay out the
 * whole page inside React's effects, a third of the page's longest task (issue 28). Here the
 * underline is the chosen tab's border, and nothing is measured.
 */
export function ViewTabs<K extends string>({ label, tabs, value, onChange }: ViewTabsProps<K>) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const next = nextTabIndex(event.key, buttons.indexOf(document.activeElement as HTMLElement), buttons.length);
    if (next === -1) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: "flex", overflowX: "auto", ...EDGE_SHADOWS }}
    >
      {tabs.map((tab) => {
        const selected = tab.key === value;
        return (
          <ButtonBase
            key={tab.key}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            sx={{
              ...TAB_SX,
              minHeight: 40,
              // Full-size tabs for a finger (issue 22).
              "@media (pointer: coarse)": { minHeight: TAP_TARGET.minHeight },
              ...(selected && TAB_SELECTED_SX),
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
