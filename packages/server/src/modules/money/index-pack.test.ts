import { describe, expect, it } from "vitest";
import { packIndex } from "./index-pack";
import type { TransactionIndex } from "./transaction-index";

describe("packIndex", () => {
  it("copies every array of an index into one buffer, each aligned for its type, values unchanged", () => {
    // Odd lengths, so that a view after a one-byte array would be misaligned without padding.
    const index = {
      size: 3,
      ids: Int32Array.of(30, 20, 10),
      amounts: Int32Array.of(-500, 1200, -7),
      tagStart: Int32Array.of(0, 1, 1, 2),
      tags: Int32Array.of(4, 9),
      days: Int32Array.of(20_000, 19_990),
      dateStart: Int32Array.of(0, 2, 3),
      transfers: Uint8Array.of(0, 1, 1),
      columns: [
        { codes: Uint8Array.of(1, 2, 1), values: [0, 5, 6], codeOf: new Map() },
        { codes: Uint8Array.of(2, 2, 1), values: [0, 7, 8], codeOf: new Map() },
        { codes: Uint16Array.of(300, 1, 2), values: [], codeOf: new Map() },
        { codes: Uint32Array.of(70_000, 1, 0), values: [], codeOf: new Map() },
      ],
    } as unknown as TransactionIndex;
    const before = structuredClone(index);

    packIndex(index);

    const arrays = [
      index.ids,
      index.amounts,
      index.tagStart,
      index.tags,
      index.days,
      index.dateStart,
      index.transfers!,
    ];
    const all = [...arrays, ...index.columns.map((column) => column.codes)];
    for (const array of all) {
      expect(array.buffer).toBe(index.ids.buffer);
      expect(array.byteOffset % array.BYTES_PER_ELEMENT).toBe(0);
    }
    // No two views overlap.
    const ranges = all
      .map((array) => [array.byteOffset, array.byteOffset + array.byteLength])
      .sort((a, b) => a[0]! - b[0]!);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThanOrEqual(ranges[i - 1]![1]!);
    expect(index).toEqual(before);
  });
});
