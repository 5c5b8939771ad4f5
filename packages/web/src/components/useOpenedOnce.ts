import { useState } from "react";

/**
 * Whether a dialog whose code loads on first opening has ever been open: from then on it stays
 * mounted, so it closes with its animation (issue 28).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
