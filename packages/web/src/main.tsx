import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";

const container = document.getElementById("root");
if (!container) throw new Error('index.html has no <div id="root">.');

const root = createRoot(container);
// The first render in a transition: React renders it in short slices instead of one task that
// held a mid-range phone's main thread for 200 ms (Lighthouse, issue 28: login's total blocking
// time 406 -> 192 ms). Nothing is on screen before it, so nothing waits for it.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
