import type { TooltipProps } from "@mui/material/Tooltip";
import { cloneElement, lazy, type ReactElement, Suspense } from "react";

// Issue 28: MUI's Tooltip brings Popper.js (about 10 KB gzip), which a page's first paint never
// needs: a tooltip shows only on hover, focus or a long press. Evaluated with the Money page's
// code, it made that task long enough to count as blocking on a phone.
const MuiTooltip = lazy(() => import("@mui/material/Tooltip"));

/**
 * MUI's Tooltip, loaded after the page's first render. Until it arrives the child shows alone,
 * with the name (or, with `describeChild`, the description) MUI's Tooltip would give it, so
 * what assistive technology reads does not change when it does.
 */
export function Tooltip(props: TooltipProps) {
  const { title, describeChild, disableHoverListener, children } = props;
  // MUI's Tooltip gives these only where the child has none of its own.
  const child = children as ReactElement<{ title?: string; "aria-label"?: string }>;
  const bare =
    typeof title !== "string"
      ? child
      : describeChild
        ? cloneElement(child, { title: child.props.title ?? (disableHoverListener ? undefined : title) })
        : cloneElement(child, { "aria-label": child.props["aria-label"] ?? title });
  return (
    <Suspense fallback={bare}>
      <MuiTooltip {...props} />
    </Suspense>
  );
}
