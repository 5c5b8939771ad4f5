import { describe, expect, it } from "vitest";
import { type CsvConfig, parseCsvStatement } from "./csv-statement";
import { guessCsv } from "./guess";
import { EMPTY_GUESS, previewStatement } from "./preview";

// Issue 19: files whose shape misled the guess (repeated or blank header names, a preamble
// without a header row), and the preview's one read of the file (first rows built, all counted).

const NO_MAPPING: CsvConfig = { ...EMPTY_GUESS, is_positive_credit: true };
const bytes = (text: string) => new TextEncoder().encode(text);
const ROWS = "01/02/2024,COFFEE SHOP,-3.50\n01/03/2024,PAYROLL ACME,1000.00\n";

describe("header names the guess lists and the parser finds", () => {
  it.each([
    {
      name: "a repeated name",
      text: "Date,Description,Description,Amount\n01/02/2024,,COFFEE SHOP,-3.50\n01/03/2024,,PAYROLL ACME,1000.00\n",
      columns: ["Date", "Description", "Description (2)", "Amount"],
      config: { description_field: "Description (2)", amount_field: "Amount" },
    },
    {
      name: "a blank name over the descriptions",
      text: "Date,,Amount\n01/02/2024,COFFEE SHOP,-3.50\n01/03/2024,PAYROLL ACME,1000.00\n",
      columns: ["Date", "Column 2", "Amount"],
      config: { description_field: "Column 2", amount_field: "Amount" },
    },
    {
      name: "a blank last name (the header ends with a delimiter)",
      text: "Date,Amount,\n01/02/2024,-3.50,COFFEE SHOP\n01/03/2024,1000.00,PAYROLL ACME\n",
      columns: ["Date", "Amount", "Column 3"],
      config: { description_field: "Column 3", amount_field: "Amount" },
    },
  ])("$name", ({ text, columns, config }) => {
    const guess = guessCsv(text);
    expect(guess.header).toBe(0);
    expect(guess.columns).toEqual(columns);
    expect(guess.config).toMatchObject({ transaction_date_field: "Date", ...config });
    const preview = previewStatement(bytes(text), NO_MAPPING);
    expect(preview.problems).toEqual([]);
    expect(preview.transactions.map((row) => [row.description, row.amount])).toEqual([
      ["COFFEE SHOP", -3.5],
      ["PAYROLL ACME", 1000],
    ]);
  });

  it("reads the second of two columns with one name when the owner chooses it", () => {
    const text = "Date,Description,Amount,Amount\n01/02/2024,COFFEE,-3.50,-3.20\n01/03/2024,PAY,1000.00,930.00\n";
    const preview = previewStatement(bytes(text), NO_MAPPING, { mapping: { amount_field: "Amount (2)" } });
    expect(preview.problems).toEqual([]);
    expect(preview.transactions.map((row) => row.amount)).toEqual([-3.2, 930]);
    const { rows } = parseCsvStatement(text, { ...NO_MAPPING, ...preview.mapping });
    expect(rows[0]!.original_data).toEqual({
      Date: "01/02/2024",
      Description: "COFFEE",
      Amount: "-3.50",
      "Amount (2)": "-3.20",
    });
  });
});

describe("a file without a header row after a preamble", () => {
  it.each([
    ["a title and a period", "Statement for Checking 1234\nFrom 01/01/2024 to 01/31/2024\n"],
    ["label: value lines", "Account:,Checking 1234\nPeriod:,01/01/2024 - 01/31/2024\n"],
    ["label: value lines padded to the width", "Account Name:,Everyday Checking,\nAccount Number:,****1234,\n\n"],
  ])("%s", (_name, preamble) => {
    const guess = guessCsv(preamble + ROWS);
    expect(guess.header).toBe(-1);
    expect(guess.columns).toEqual(["Column 1", "Column 2", "Column 3"]);
    expect(guess.config).toMatchObject({ transaction_date_field: "1", description_field: "2", amount_field: "3" });
    const preview = previewStatement(bytes(preamble + ROWS), NO_MAPPING);
    expect(preview.has_header).toBe(false);
    expect(preview.rows[0]).toEqual(["01/02/2024", "COFFEE SHOP", "-3.50"]);
    // The preamble is left out as it is above a header row: not rows skipped with a warning.
    expect(preview.problems).toEqual([]);
    expect(preview.skipped).toBe(0);
    expect(preview.count).toBe(2);
  });

  it("still refuses a first row whose date does not match, rather than taking it for a preamble", () => {
    const config = { ...NO_MAPPING, transaction_date_field: "1", description_field: "2", amount_field: "3" };
    expect(() =>
      parseCsvStatement(`13/45/2024,COFFEE,-3.50\n${ROWS}`, { ...config, date_format: "MM/DD/YYYY" }),
    ).toThrow('Line 1: the date "13/45/2024" does not match the format MM/DD/YYYY.');
  });
});

describe("the preview's read of a long file", () => {
  const long = `Date,Description,Amount\n${Array.from({ length: 500 }, (_, i) => `01/02/2024,SHOP ${i},-${i + 1}.00`).join("\n")}\n`;
  const config = {
    ...NO_MAPPING,
    transaction_date_field: "Date",
    date_format: "MM/DD/YYYY",
    description_field: "Description",
    amount_field: "Amount",
  };

  it("builds the first rows and counts them all", () => {
    const statement = parseCsvStatement(long, config, { keep: 20 });
    expect(statement.rows).toHaveLength(20);
    expect(statement.rows.at(-1)!.description).toBe("SHOP 19");
    expect(statement.count).toBe(500);
    const preview = previewStatement(bytes(long), config);
    expect(preview.count).toBe(500);
    expect(preview.transactions).toHaveLength(20);
  });

  it("still finds a bad row after the rows it builds, as the upload would", () => {
    const broken = long.replace("SHOP 400,-401.00", "SHOP 400,lots");
    expect(() => parseCsvStatement(broken, config, { keep: 20 })).toThrow(/^Line 402: the Amount Field "lots"/);
    expect(previewStatement(bytes(broken), config).problems).toEqual([
      expect.stringMatching(/^Line 402: the Amount Field "lots"/),
    ]);
  });

  it("reads only the first records when asked to", () => {
    expect(parseCsvStatement(long, config, { records: 11 }).count).toBe(10);
  });
});
