import * as mdi from "@mdi/js";
import type { Plugin } from "vite";

const MDI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mdi\/js["'];?/g;
const icons = mdi as Record<string, string>;

/**
 * Issue 22's size budget: @mdi/js is one module, and a module lives in one chunk, so every icon
 * the app uses anywhere (about 16 KB) rode in a chunk the login page loads. This writes each
 * imported icon's path into the importing file as a constant, so an icon travels with its screen.
 */
export function inlineMdiIcons(): Plugin {
  return {
    name: "homebase:inline-mdi-icons",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id) || !code.includes("@mdi/js")) return null;
      return code.replace(MDI_IMPORT, (_statement, names: string) => {
        const constants = names
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean)
          .map((spec) => {
            const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
            const value = icons[imported];
            if (value === undefined) this.error(`@mdi/js has no icon ${imported} (imported by ${id})`);
            return `${local} = ${JSON.stringify(value)}`;
          });
        return `const ${constants.join(", ")};`;
      });
    },
  };
}
