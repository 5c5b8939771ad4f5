import { describe, expect, it } from "vitest";
import { PackedRows } from "./index-page";

const read = (text: string) => {
  const rows = new PackedRows(text);
  const out = [];
  while (rows.next()) {
    const { id, account, payee, category, year, month, day, amount, date, dateKey } = rows;
    out.push({ id, account, payee, category, year, month, day, amount, date, dateKey });
  }
  return out;
};

describe("PackedRows", () => {
  it("reads every row's fields in order, negative amounts and missing payees included", () => {
    expect(read("7,1,12,30,2024-02-29,-1250;9,2,0,0,2024-03-01,200000")).toEqual([
      {
        id: 7,
        account: 1,
        payee: 12,
        category: 30,
        year: 2024,
        month: 2,
        day: 29,
        amount: -1250,
        date: "2024-02-29",
        dateKey: 20240229,
      },
      {
        id: 9,
        account: 2,
        payee: 0,
        category: 0,
        year: 2024,
        month: 3,
        day: 1,
        amount: 200000,
        date: "2024-03-01",
        dateKey: 20240301,
      },
    ]);
  });

  it("an empty page has no rows", () => {
    expect(read("")).toEqual([]);
  });
});
