import Skeleton from "@mui/material/Skeleton";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

interface LazyChartProps {
  /** The chart's height in px: the placeholder keeps its room so nothing moves when it draws. */
  height: number;
  /** What a screen reader hears while the chart loads, e.g. "Loading the chart". */
  label?: string;
  /** A lazy chart component (MUI X Charts: about 86 KB gzip). */
  children: ReactNode;
}

/** How far below the fold a chart starts loading, so it is ready when scrolled to. */
const AHEAD = "200px";

/**
 * Issue 28: a chart's code loads and draws only once its place comes near the screen. On a
 * phone the charts sit below the first screenful, and parsing and drawing them was the longest
 * task of the Money and Fuel pages' first load. Where IntersectionObserver is missing, at once.
 */
export function LazyChart({ height, label, children }: LazyChartProps) {
  const placeholder = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const node = placeholder.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  const skeleton = <Skeleton ref={placeholder} variant="rounded" height={height} aria-label={label} />;
  return near ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton;
}
