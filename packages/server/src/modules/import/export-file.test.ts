import { randomBytes } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readExportFile } from "./export-file";

// The import reads rows/<table>.jsonl a line at a time as it inflates the ZIP in 64 KB pieces:
// lines cut across pieces, stored and deflated entries, and files after it must all come out whole.

/** Rows with random text, so that the file does not compress below one piece. */
const rows = Array.from({ length: 3_000 }, (_, i) => ({ id: i + 1, notes: randomBytes(60).toString("base64") }));
const jsonl = `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`;

async function readAll(file: ReturnType<typeof readExportFile>, table: string) {
  const read: unknown[] = [];
  for await (const row of file.rows(table)) read.push(row);
  return read;
}

describe("readExportFile", () => {
  for (const level of [0, 6] as const) {
    it(`gives back every row of a rows file spanning many pieces (compression level ${level})`, async () => {
      const zip = zipSync({
        "water.json": strToU8('{"entries": []}'),
        "rows/water_entries.jsonl": [strToU8(jsonl), { level }],
        "rows/tasks.jsonl": strToU8('{"id": 7, "name": "After"}\n'),
        "photos/a.webp": new Uint8Array([1, 2, 3]),
      });
      expect(zip.length).toBeGreaterThan(3 * 64 * 1024);
      const file = readExportFile(Buffer.from(zip));
      expect([...file.tables].sort()).toEqual(["tasks", "water_entries"]);
      expect(await readAll(file, "water_entries")).toEqual(rows);
      expect(await readAll(file, "tasks")).toEqual([{ id: 7, name: "After" }]);
      expect(file.photos.get("a.webp")).toEqual(new Uint8Array([1, 2, 3]));
    });
  }

  it("names the line that is not a row", async () => {
    const zip = zipSync({ "rows/tasks.jsonl": strToU8('{"id": 1}\n\n[1, 2]\n') });
    await expect(readAll(readExportFile(Buffer.from(zip)), "tasks")).rejects.toMatchObject({
      fields: { file: ["rows/tasks.jsonl line 3 is not a row (a JSON object)."] },
    });
  });

  it("refuses a file that is not a ZIP, or holds no Homebase data", () => {
    const refusal = (message: RegExp) =>
      expect.objectContaining({ fields: { file: [expect.stringMatching(message)] } });
    expect(() => readExportFile(Buffer.from("not a zip"))).toThrow(refusal(/^This file is not a ZIP archive/));
    expect(() => readExportFile(Buffer.from(zipSync({ "notes.txt": strToU8("hi") })))).toThrow(
      refusal(/^This ZIP holds no Homebase data/),
    );
  });
});
