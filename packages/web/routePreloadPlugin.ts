import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { ROUTE_HEADINGS } from "./src/app/routeHeadings.ts";
import { ROUTE_PRELOADS } from "./src/app/routePreloads.ts";

/** Where the build writes the chunks to preload per address; packages/server/src/http/spa.ts reads it. */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";
/** Where the build writes the main screens' headings for the app shell; spa.ts reads it. */
export const ROUTE_HEADINGS_FILE = "route-headings.json";

/**
 * Issue 28: writes, for each address of ROUTE_PRELOADS, the chunks its first screen imports
 * (the page's own and the shared chunks it imports), less those index.html already preloads
 * for the entry: `{ "/bills/": ["/assets/BillsHome-x.js", …] }`.
 */
/** The entry (src/early.ts) that starts a screen's first API calls while the app downloads. */
export const EARLY_ENTRY = "early";
/**
 * The chunk of the app's code that main.tsx imports in steps (vite.config.ts). index.html
 * preloads it beside the entry's own, so the steps wait on no second download.
 */
export const SHELL_CHUNK = "shell";

export function routePreloadPlugin(): Plugin {
  let root = "";
  let base = "/";
  return {
    name: "homebase:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // index.html loads the early calls' file first, asynchronously: it runs as soon as it arrives.
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const early = Object.values(context.bundle ?? {}).find(
          (item) => item.type === "chunk" && item.isEntry && item.name === EARLY_ENTRY,
        );
        if (!early) throw new Error("The build has no early-requests entry (src/early.ts)");
        const shell = Object.values(context.bundle ?? {}).find(
          (item) => item.type === "chunk" && item.name === SHELL_CHUNK,
        );
        if (!shell) throw new Error(`The build has no ${SHELL_CHUNK} chunk (vite.config.ts)`);
        return html.replace(
          "<title>",
          `<script type="module" async crossorigin src="${base}${early.fileName}"></script>\n` +
            `    <link rel="modulepreload" crossorigin href="${base}${shell.fileName}">\n    <title>`,
        );
      },
    },
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = bundleChunks(bundle);
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loadedWithEntry = startUpFiles(chunks);
      if (!loadedWithEntry) this.error("The build has no entry chunk");
      const preloads: Record<string, string[]> = {};
      for (const [address, files] of Object.entries(ROUTE_PRELOADS)) {
        const needed = new Set<string>();
        for (const file of files) {
          const id = path.resolve(root, file);
          // A lazy page's chunk starts at its file; without entry signatures to keep (vite.config.ts)
          // a chunk may have no facade, and is then the one that holds the file.
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === id) ??
            chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`ROUTE_PRELOADS lists ${file} for ${address}, but no chunk holds it`);
          withImports(chunk, byFileName, needed);
        }
        preloads[address] = [...needed].filter((name) => !loadedWithEntry.has(name)).map((name) => `${base}${name}`);
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
      this.emitFile({ type: "asset", fileName: ROUTE_HEADINGS_FILE, source: JSON.stringify(ROUTE_HEADINGS) });
    },
  };
}

/** The bundle's chunks (its other items are assets). */
export function bundleChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
}

/** A chunk's file and the files of every chunk it imports statically, added to `into`. */
function withImports(chunk: Rollup.OutputChunk, byFileName: Map<string, Rollup.OutputChunk>, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = byFileName.get(imported);
    if (next) withImports(next, byFileName, into);
  }
  return into;
}

/**
 * The files every page runs at start-up: the entry's with all it imports, and the shell's (which
 * index.html preloads beside it). Undefined when the bundle has no entry.
 */
export function startUpFiles(chunks: Rollup.OutputChunk[]): Set<string> | undefined {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name !== EARLY_ENTRY);
  if (!entry) return undefined;
  const files = withImports(entry, byFileName);
  const shell = chunks.find((chunk) => chunk.name === SHELL_CHUNK);
  if (shell) withImports(shell, byFileName, files);
  return files;
}
