import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Rollup } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHintPlugin } from "../../compileHints.ts";

type WriteBundle = (options: { dir: string }, bundle: Rollup.OutputBundle) => void;

/** A chunk as the build hands it over: only the fields the plugin reads. */
const chunk = (fileName: string, name: string, imports: string[], isEntry = false) =>
  ({ type: "chunk", fileName, name, imports, isEntry }) as unknown as Rollup.OutputChunk;

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes each chunk's file as the build would, runs the plugin, and returns each file's first line. */
function build(chunks: Rollup.OutputChunk[]): Record<string, string> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.mkdirSync(path.join(dir, "assets"));
  for (const { fileName } of chunks) fs.writeFileSync(path.join(dir, fileName), `const code = "${fileName}";\n`);
  const writeBundle = compileHintPlugin().writeBundle as unknown as WriteBundle;
  writeBundle({ dir }, Object.fromEntries(chunks.map((item) => [item.fileName, item])));
  return Object.fromEntries(
    chunks.map(({ fileName }) => [fileName, fs.readFileSync(path.join(dir, fileName), "utf8").split("\n", 1)[0] ?? ""]),
  );
}

describe("compileHintPlugin (V8's compile hint on the start-up files, issue 28)", () => {
  it("puts the hint first in the entry, the shell and what they import, and nowhere else", () => {
    const firstLines = build([
      chunk("assets/index-1.js", "index", ["assets/web-2.js"], true),
      chunk("assets/web-2.js", "web", ["assets/runtime-3.js"]),
      chunk("assets/runtime-3.js", "rolldown-runtime", []),
      chunk("assets/shell-4.js", "shell", ["assets/web-2.js", "assets/icons-5.js"]),
      chunk("assets/icons-5.js", "icons", []),
      // A page's own file, and the early calls' entry: neither is all run at start-up.
      chunk("assets/TaskHome-6.js", "TaskHome", ["assets/web-2.js"]),
      chunk("assets/early-7.js", "early", ["assets/runtime-3.js"], true),
    ]);
    expect(firstLines).toEqual({
      "assets/index-1.js": COMPILE_HINT,
      "assets/web-2.js": COMPILE_HINT,
      "assets/runtime-3.js": COMPILE_HINT,
      "assets/shell-4.js": COMPILE_HINT,
      "assets/icons-5.js": COMPILE_HINT,
      "assets/TaskHome-6.js": 'const code = "assets/TaskHome-6.js";',
      "assets/early-7.js": 'const code = "assets/early-7.js";',
    });
  });

  it("keeps each file's code whole under the hint", () => {
    build([chunk("assets/index-1.js", "index", [], true)]);
    expect(fs.readFileSync(path.join(dir, "assets/index-1.js"), "utf8")).toBe(
      `${COMPILE_HINT}\nconst code = "assets/index-1.js";\n`,
    );
  });
});
