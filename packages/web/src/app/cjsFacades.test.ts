import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { cjsFacades } from "../../cjsFacades.ts";

type ResolveId = (source: string, importer: string | undefined, options: { kind?: string }) => string | null;
type Load = (id: string) => string | null;

const plugin = cjsFacades();
const resolveId = plugin.resolveId as unknown as ResolveId;
const load = plugin.load as unknown as Load;
const require = createRequire(import.meta.url);

describe("cjsFacades (the build's ES module facades of React)", () => {
  it("sends the app's imports of React through a facade", () => {
    expect(resolveId("react", "/app/src/main.tsx", { kind: "import-statement" })).toBe("\0cjs-facade:react");
    expect(resolveId("react/jsx-runtime", "/app/src/App.tsx", { kind: "import-statement" })).toBe(
      "\0cjs-facade:react/jsx-runtime",
    );
  });

  it("leaves the facade's own import, CommonJS requires and other packages alone", () => {
    expect(resolveId("react", "\0cjs-facade:react", { kind: "import-statement" })).toBeNull();
    expect(
      resolveId("react", "/node_modules/react-dom/cjs/react-dom.production.js", { kind: "require-call" }),
    ).toBeNull();
    expect(resolveId("react-router", "/app/src/main.tsx", { kind: "import-statement" })).toBeNull();
  });

  it("re-exports every export of the package, read once, and the package as the default", () => {
    for (const source of ["react", "react/jsx-runtime", "react-dom", "react-dom/client"]) {
      const code = load(`\0cjs-facade:${source}`) ?? "";
      const exported = code.match(/export const \{ (.*) \} = cjs;/)?.[1]?.split(", ");
      expect(exported?.sort()).toEqual(Object.keys(require(source)).sort());
      expect(code).toContain(`import cjs from ${JSON.stringify(source)};`);
      expect(code).toContain("export default cjs;");
    }
    expect(load("/app/src/main.tsx")).toBeNull();
  });
});
