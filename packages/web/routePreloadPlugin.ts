import path from "node:path";
import type { Plugin, Rollup } from "vite";
import { ROUTE_PRELOADS } from "./src/app/routePreloads.ts";

/** Where the build writes the chunks to preload per address; packages/server/src/http/spa.ts reads it. */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/**
 * Issue 28: writes, for each address of ROUTE_PRELOADS, the chunks its first screen imports
 * (the page's own and the shared chunks it imports), less those index.html already preloads
 * for the entry: `{ "/bills/": ["/assets/BillsHome-x.js", …] }`.
 */
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
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (chunk: Rollup.OutputChunk, into = new Set<string>()) => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) {
          const next = byFileName.get(imported);
          if (next) withImports(next, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error("The build has no entry chunk");
      const loadedWithEntry = withImports(entry);
      const preloads: Record<string, string[]> = {};
      for (const [address, files] of Object.entries(ROUTE_PRELOADS)) {
        const needed = new Set<string>();
        for (const file of files) {
          const id = path.resolve(root, file);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) this.error(`ROUTE_PRELOADS lists ${file} for ${address}, but no chunk starts there`);
          withImports(chunk, needed);
        }
        preloads[address] = [...needed].filter((name) => !loadedWithEntry.has(name)).map((name) => `${base}${name}`);
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
