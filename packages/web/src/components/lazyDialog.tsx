import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code loads when it first opens rather than with the page that may open it
 * (issue 28: MUI's Dialog and Modal, and the dialog's own code, are not part of the page's first
 * paint). Once opened it stays mounted, so it closes with its animation. `load` may also be
 * called ahead of a first opening (DatePickerDialog does, when a date field gets focus).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at module level, as React.lazy's are
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
