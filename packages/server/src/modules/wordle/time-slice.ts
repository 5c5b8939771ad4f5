import { setImmediate } from "node:timers/promises";

// Long computations (the pattern matrix, the opening list) are written as generators that `yield` at safe
// points. Run synchronously (tests, the benchmark's inner loop) or time-sliced, so a request that needs a
// few seconds of work once does not stall every other request behind it.

/** Runs the steps to the end in one go. */
export function runNow<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, giving the event loop a turn whenever a slice of `sliceMs` has been used. */
export async function runSliced<T>(steps: Generator<void, T>, sliceMs = 40): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await setImmediate();
      sliceStart = performance.now();
    }
  }
}
