import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";

const container = document.getElementById("root");
if (!container) throw new Error('index.html has no <div id="root">.');

/**
 * Lets the browser run what waits (input, painting) before the next step. A message, as React's
 * scheduler uses: unlike a timer, a tab opened in the background does not slow it to once a second.
 * early.ts has its own copy (it must stay a file of its own).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

// Evaluating the app's script, making its theme, making its router and rendering were one task
// that held a mid-range phone's main thread for about half a second (Lighthouse, issue 28). Each
// is a task of its own, so the browser can answer in between; nothing is on screen yet but the
// page's own shell, which stays until the first render replaces it.
//
// The app's code is imported in steps too: it is a file of its own that index.html preloads
// beside this one (vite.config.ts), and its modules run only when imported. Running them all as
// the script arrived was the longest task of a page load (25-50 ms on this project's 2-core
// machine, four times that on Lighthouse's phone).
async function start(root: HTMLElement) {
  await nextTask();
  const { appTheme, installThemeVariables } = await import("./app/theme");
  await nextTask();
  appTheme();
  await nextTask();
  installThemeVariables();
  await nextTask();
  // The providers (MUI's components and the notifications) first, then the router and the
  // layout: the app's modules in one step were still a 20-30 ms task.
  await import("./app/AppProviders");
  await nextTask();
  const { App, createBrowserApp } = await import("./app/App");
  await nextTask();
  const app = createBrowserApp();
  await nextTask();
  const reactRoot = createRoot(root);
  // The first render in a transition: React renders it in short slices instead of one task that
  // held a mid-range phone's main thread for 200 ms (Lighthouse, issue 28: login's total blocking
  // time 406 -> 192 ms). Nothing is on screen before it, so nothing waits for it.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    ),
  );
}

void start(container);
