import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * React ships as CommonJS. Rolldown gives each module that imports a CommonJS package its own
 * copy of the exports (`__toESM`: a getter per export, bound to the package's object): the app's
 * first script made 67 such copies while it was evaluated, about a tenth of that task, and every
 * `useState` or `jsx` call afterwards went through a getter (rolldown/rolldown#8719 measured 14 %
 * on React renders). Each package here is imported instead through an ES module that reads its
 * exports once into plain constants, so importers bind to them directly (issue 28).
 */
const PACKAGES = ["react", "react/jsx-runtime", "react-dom", "react-dom/client"];
const FACADE = "\0cjs-facade:";

export function cjsFacades(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "homebase:cjs-facades",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (!PACKAGES.includes(source)) return null;
      // The facade itself, and CommonJS code (react-dom requiring react), get the package.
      if (importer?.startsWith(FACADE) || (options as { kind?: string }).kind === "require-call") return null;
      return FACADE + source;
    },
    load(id) {
      if (!id.startsWith(FACADE)) return null;
      const source = id.slice(FACADE.length);
      // The build runs with NODE_ENV=production, so these are the production files' exports.
      const names = Object.keys(require(source)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return [
        `import cjs from ${JSON.stringify(source)};`,
        `export const { ${names.join(", ")} } = cjs;`,
        "export default cjs;",
      ].join("\n");
    },
  };
}
