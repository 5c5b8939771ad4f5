import fs from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { bundleChunks, startUpFiles } from "./routePreloadPlugin.ts";

/**
 * Tells V8 to compile the start-up files' functions as the file is compiled (Chrome 136+'s
 * explicit compile hint: a magic comment on the file's first line), not each on its first call.
 * Nearly all of these functions run while the page starts, so compiling them one by one only
 * moved the same work into the start-up tasks: making the theme took 15-25 ms in Lighthouse's
 * traces (its slowed phone: four times that), a third of it compiling MUI's functions, and was
 * one of the tasks that blocked every screen (issue 28). Hinted, it takes 11-17 ms, and the
 * router's set-up 12 ms at most (it took 12-20). The pages' own files stay lazily compiled:
 * hinting them too added main-thread compiling of code (dialogs, handlers) a page may never run.
 * Other browsers read the line as a comment.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: "homebase:compile-hints",
    apply: "build",
    // Once the files are written: Vite puts a line of its own (a chunk's preload list) above a
    // chunk's code as late as its generateBundle, and the hint must be the file's first line.
    // Before closeBundle, where the service worker's precache list reads the files.
    writeBundle(options, bundle: Rollup.OutputBundle) {
      for (const fileName of startUpFiles(bundleChunks(bundle)) ?? []) {
        const file = path.join(options.dir ?? "dist", fileName);
        fs.writeFileSync(file, `${COMPILE_HINT}\n${fs.readFileSync(file, "utf8")}`);
      }
    },
  };
}

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
