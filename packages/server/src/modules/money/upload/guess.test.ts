import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMPTY_GUESS, previewStatement } from "./preview";
import { readStatement } from "./statement";
import { FIXTURES } from "./upload-test-support";

// Issue 19: every statement under fixtures/statements, imported with the preview's guess and no
// edits. Expected values were read from the files by eye: [date, description, signed cents] of the
// first and last transaction, and how many there are.

const NO_MAPPING = { ...EMPTY_GUESS, is_positive_credit: true };

type Row = [date: string, description: string, cents: number];
interface Expected {
  count: number;
  first: Row;
  last: Row;
  /** Rows left out and reported (wrapped lines), when the file has any. */
  reported?: number;
}

const TABLE: Record<string, Expected | { refused: string }> = {
  "actual-budget/data-multi-decimal.ofx": {
    count: 2,
    first: ["2019-01-23", "PATIENT FIRST TOKEN 01/22 PURCHA", -3000],
    last: ["2019-01-23", "STARBUCKS STORE 07604 01/21 PURC", -377],
  },
  "actual-budget/data-payee-memo.ofx": {
    count: 4,
    first: ["2019-01-23", "Payee Name", -1000],
    last: ["2019-01-23", "", -4000],
  },
  "actual-budget/html-vals.qfx": {
    count: 2,
    first: ["2023-05-09", "PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer", -100],
    last: ["2023-03-01", "TPAY <DEFTPYMT>", -100],
  },
  "actual-budget/qif-account.qif": {
    count: 1,
    first: ["2018-12-19", "COUNTY WASTE", -2500],
    last: ["2018-12-19", "COUNTY WASTE", -2500],
  },
  "actual-budget/qif-category.qif": {
    count: 2,
    first: ["2024-06-24", "Outlet", -10058],
    last: ["2024-06-23", "GroceriesYou", -2015],
  },
  "hledger/monefy.csv": {
    count: 8,
    first: ["2021-06-12", "fbbd", -5500],
    last: ["2021-06-12", "", 20000],
  },
  "hledger/paypal-custom.csv": {
    count: 7,
    first: ["2019-10-01", "Calm Radio", -699],
    last: ["2019-10-22", "Noble Benefactor", 1000],
  },
  "hledger/sample.fr.iso88591.csv": {
    count: 3,
    first: ["2012-03-22", "DÉPÔT", 5000],
    last: ["2012-03-24", "CAFÉ ? ?20 REÇU", -2000],
  },
  "ofxparse/anzcc.ofx": {
    count: 1,
    first: ["2017-05-08", "SOME MEMO", -550],
    last: ["2017-05-08", "SOME MEMO", -550],
  },
  "ofxparse/checking.ofx": {
    count: 3,
    first: ["2011-03-31", "DIVIDEND EARNED FOR PERIOD OF 03", 1],
    last: ["2011-04-07", "RETURNED CHECK FEE, CHECK # 319", -2500],
  },
  "ofxparse/fidelity-savings.ofx": {
    count: 4,
    first: ["2012-07-20", "Check Paid #0000001001", -150000],
    last: ["2012-07-27", "DIRECT               DEBIT HOMES", -19712],
  },
  "ofxparse/investment_medium.ofx": {
    count: 3,
    first: ["2009-12-15", "CASH TRADE: AUD.USD", -365],
    last: ["2009-12-15", "CASH TRADE: AUD.USD", -365],
  },
  "ofxparse/suncorp.ofx": {
    count: 1,
    first: ["2013-12-15", "EFTPOS WDL HANDYWAY ALDI STORE", -1685],
    last: ["2013-12-15", "EFTPOS WDL HANDYWAY ALDI STORE", -1685],
  },
  "qifparse/file.qif": {
    count: 3,
    first: ["2013-10-23", "", -650],
    last: ["2013-10-11", "", -4800],
  },
  "qifparse/transactions_only.qif": {
    count: 3,
    first: ["2013-10-23", "", -650],
    last: ["2013-10-11", "", -4800],
  },
  "rechnungspilot/commerzbank.csv": {
    count: 7,
    first: [
      "2024-12-31",
      "Kontoführung Konto 123456700 EUR BLZ 500 400 00 vom 01.12.2024 bis 31.12.2024 Grundpreis 9,90- EUR Auszug 0,80- EUR",
      -1070,
    ],
    last: ["2025-08-07", expect.stringContaining("Zum 9.10.25 ändern wir") as unknown as string, 0],
  },
  "rechnungspilot/dkb.csv": {
    count: 8,
    first: ["2025-12-08", "Max Mustermann", 20000],
    last: ["2025-11-28", "Firma", -2728],
  },
  "rechnungspilot/gls-bank.csv": {
    count: 18,
    first: ["2025-12-17", "Max Mustermann", -5293],
    last: ["2025-12-10", "Max Mustermann", -4065],
  },
  "rechnungspilot/ing-mit-saldo.csv": {
    count: 19,
    first: ["2025-12-09", "VISA Firma", -1398],
    last: ["2025-11-17", "AOK", -67668],
    reported: 1,
  },
  "rechnungspilot/sparkasse-lzo-camt-v2.csv": {
    count: 10,
    first: ["2025-12-05", "Online-Shop GmbH", -9980],
    last: ["2025-12-03", "Max Mustermann", 3590],
  },
  "rechnungspilot/targobank-duesseldorf.csv": {
    count: 11,
    first: [
      "2025-11-03",
      "Echtzeitüberweisung CHRISTIAN MUSTERMANN DE70000000000000000000 TRBKDEBBXXX B HBKIN2511012751525 - Bitte bei Rückfragen angeben",
      -500,
    ],
    last: ["2025-11-10", "Gutschrift TEAG VK 251000326342 RF Strom 1 / 26000 Oldenburg B 709003642611", 8316],
  },
  "rechnungspilot/targobank-duesseldorf.qif": {
    count: 10,
    first: [
      "2025-11-03",
      "Echtzeitüberweisung ; CHRISTIAN MUSTERMANN ; DE70000000000000000000 ; TRBKDEBBXXX; B ; HBKIN2511012751525 - Bitte bei Rückfragen angeben.",
      -500,
    ],
    last: ["2025-11-10", "Gutschrift ; TEAG ; VK 251000326342 RF Strom / 26000 Oldenburg ; B 709003642611", 8316],
  },
  "us-banks/checking-signed-amount.csv": {
    count: 5,
    first: ["2024-01-03", "STARBUCKS STORE 10234 SEATTLE WA", -575],
    last: ["2024-01-09", "VERIZON WIRELESS PAYMENTS 800-922-0204 FL", -8513],
  },
  "us-banks/credit-card-debit-credit.csv": {
    count: 4,
    first: ["2024-02-01", "TRADER JOE S #552", -6318],
    last: ["2024-02-11", "UBER *TRIP HELP.UBER.COM", -102450],
  },
  "us-banks/preamble-summary.csv": {
    count: 3,
    first: ["2024-03-02", "SAFEWAY #1234 OAKLAND CA", -5410],
    last: ["2024-03-07", "PG&E DES:WEB ONLINE ID:XXXXX55 INDN:JANE DOE CO ID:XXXXX PPD", -144590],
  },
  "us-banks/repeated-rows.csv": {
    count: 4,
    first: ["2024-04-02", "METRO TRANSIT FARE", -250],
    last: ["2024-04-03", "BLUE BOTTLE COFFEE #12", -625],
  },
};

const statements = fs
  .readdirSync(FIXTURES, { recursive: true, encoding: "utf8" })
  .filter((name) => /\.(csv|ofx|qfx|qif)$/i.test(name))
  .sort();

describe("the preview's guess imports every fixture statement", () => {
  it("has a row in the table for every fixture", () => {
    expect(statements.sort()).toEqual(Object.keys(TABLE).sort());
  });

  it.each(statements)("%s", (name) => {
    const expected = TABLE[name.split(path.sep).join("/")]!;
    const bytes = fs.readFileSync(path.join(FIXTURES, name));
    const preview = previewStatement(bytes, NO_MAPPING);
    if ("refused" in expected) {
      expect(preview.count).toBe(0);
      expect(preview.problems.join(" ")).toContain(expected.refused);
      return;
    }
    expect(preview.count).toBe(expected.count);
    const { rows, problems } = readStatement(bytes, preview.mapping, { qifAccount: preview.qif_account ?? undefined });
    const shape = (row: (typeof rows)[number]): Row => [row.transaction_date, row.description, row.amount];
    expect(rows).toHaveLength(expected.count);
    expect(shape(rows[0]!)).toEqual(expected.first);
    expect(shape(rows.at(-1)!)).toEqual(expected.last);
    expect(problems?.length ?? 0).toBe(expected.reported ?? 0);
    expect(preview.transactions[0]).toMatchObject({
      transaction_date: expected.first[0],
      amount: expected.first[2] / 100,
    });
  });
});
