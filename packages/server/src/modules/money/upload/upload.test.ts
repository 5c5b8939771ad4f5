import { MAX_UPLOAD_BYTES } from "@homebase/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowCount } from "../../../test-support/row-count";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { onStatementImported } from "../statement-imported";
import { fixture, type UploadParts, uploader } from "./upload-test-support";

const ACCOUNTS = "/money/api/account/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const CONFIGS = {
  "us-banks/checking-signed-amount.csv": {
    transaction_date_field: "Posting Date",
    date_format: "MM/DD/YYYY",
    description_field: "Description",
    amount_field: "Amount",
    type_field: "Details",
  },
  "us-banks/credit-card-debit-credit.csv": {
    transaction_date_field: "Transaction Date",
    posted_date_field: "Posted Date",
    date_format: "YYYY-MM-DD",
    description_field: "Description",
    debit_field: "Debit",
    credit_field: "Credit",
    account_number_field: "Card No.",
  },
  "us-banks/preamble-summary.csv": {
    transaction_date_field: "Date",
    date_format: "MM/DD/YYYY",
    description_field: "Description",
    amount_field: "Amount",
  },
  "us-banks/repeated-rows.csv": {
    transaction_date_field: "Date",
    date_format: "YYYY-MM-DD",
    description_field: "Description",
    amount_field: "Amount",
  },
};

async function setUp(config: Record<string, string | boolean> = {}) {
  const { user, client } = await ctx.signedIn();
  const account = (await client.post(ACCOUNTS, { name: "Checking" })).body;
  if (Object.keys(config).length > 0) expect((await client.patch(account.url, config)).status).toBe(200);
  const upload = await uploader(ctx.app, ctx.db, user.id);
  return { user, client, account, upload };
}

/** The account's transactions in insertion order: [date, dollars, description, payee name]. */
async function ledgerOf(accountId: number) {
  const rows = await ctx.db
    .selectFrom("money_transactions")
    .leftJoin("money_payees", "money_payees.id", "money_transactions.payee_id")
    .select([
      "money_transactions.transaction_date",
      "money_transactions.posted_date",
      "money_transactions.amount",
      "money_transactions.original_description",
      "money_transactions.notes",
      "money_payees.name",
    ])
    .where("money_transactions.account_id", "=", accountId)
    .orderBy("money_transactions.id")
    .execute();
  return rows.map((r) => [r.transaction_date, r.amount / 100, r.original_description, r.name]);
}

describe("POST /money/api/upload/ with the US-bank fixtures (README results)", () => {
  it("checking-signed-amount.csv: CRLF, a trailing comma on every row, a type column", async () => {
    const { account, upload } = await setUp(CONFIGS["us-banks/checking-signed-amount.csv"]);
    const response = await upload({ account_id: account.id, file: fixture("us-banks/checking-signed-amount.csv") });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ imported: 5, duplicates: 0, skipped: 0, errors: [] });
    expect(await ledgerOf(account.id)).toEqual([
      ["2024-01-03", -5.75, "STARBUCKS STORE 10234 SEATTLE WA", "Starbucks"],
      ["2024-01-04", -41.2, "SHELL OIL 57444 AUSTIN TX", "Shell Oil"],
      ["2024-01-05", 2150, "ACME CORP PAYROLL PPD ID: 9876543210", "Acme Corp Payroll"],
      ["2024-01-08", -120, "CHECK 1043", "Check"],
      ["2024-01-09", -85.13, "VERIZON WIRELESS PAYMENTS 800-922-0204 FL", "Verizon Wireless Payments"],
    ]);
  });

  it("credit-card-debit-credit.csv: separate debit and credit columns, quoted thousands, posted dates", async () => {
    const { account, upload, client } = await setUp(CONFIGS["us-banks/credit-card-debit-credit.csv"]);
    const response = await upload({ account_id: account.id, file: fixture("us-banks/credit-card-debit-credit.csv") });
    expect(response.body).toEqual({ imported: 4, duplicates: 0, skipped: 0, errors: [] });
    expect(await ledgerOf(account.id)).toEqual([
      ["2024-02-01", -63.18, "TRADER JOE S #552", "Trader Joe's"],
      ["2024-02-03", -15.49, "NETFLIX.COM, LOS GATOS", "Netflix.com"],
      ["2024-02-10", 500, "CAPITAL ONE MOBILE PYMT", "Capital One Mobile Pymt"],
      ["2024-02-11", -1024.5, "UBER *TRIP HELP.UBER.COM", "Uber Trip Help.uber.com"],
    ]);
    const list = (await client.get("/money/api/transaction/", { account: String(account.id) })).body.results;
    const uber = list.find((t: { amount: number }) => t.amount === -1024.5);
    expect(uber).toMatchObject({ transaction_date: "2024-02-11", posted_date: "2024-02-12", amount_type: "debit" });
    expect(uber.original_data).toEqual({
      "Transaction Date": "2024-02-11",
      "Posted Date": "2024-02-12",
      "Card No.": "4417",
      Description: "UBER   *TRIP HELP.UBER.COM",
      Category: "Other Travel",
      Debit: "1,024.50",
      Credit: "",
    });
    expect(uber.original_data_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("preamble-summary.csv: header found after the summary block; the opening-balance row is skipped", async () => {
    const { account, upload } = await setUp(CONFIGS["us-banks/preamble-summary.csv"]);
    const response = await upload({ account_id: account.id, file: fixture("us-banks/preamble-summary.csv") });
    expect(response.body).toEqual({ imported: 3, duplicates: 0, skipped: 1, errors: [] });
    expect((await ledgerOf(account.id)).map((r) => [r[0], r[1], r[3]])).toEqual([
      ["2024-03-02", -54.1, "Safeway"],
      ["2024-03-05", 2000, "Online Banking transfer from SAV"],
      ["2024-03-07", -1445.9, "PG&E"],
    ]);
  });

  it("repeated-rows.csv: three identical fares are three; re-upload adds none; one more fare adds one", async () => {
    const { account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const file = fixture("us-banks/repeated-rows.csv");
    expect((await upload({ account_id: account.id, file })).body).toEqual({
      imported: 4,
      duplicates: 0,
      skipped: 0,
      errors: [],
    });
    expect((await upload({ account_id: account.id, file })).body).toEqual({
      imported: 0,
      duplicates: 4,
      skipped: 0,
      errors: [],
    });
    const later = `${file.toString()}2024-04-02,METRO TRANSIT FARE,-2.50\n`;
    expect((await upload({ account_id: account.id, file: later })).body).toEqual({
      imported: 1,
      duplicates: 4,
      skipped: 0,
      errors: [],
    });
    const fares = (await ledgerOf(account.id)).filter((r) => r[2] === "METRO TRANSIT FARE");
    expect(fares).toHaveLength(4);
    expect(fares[0]).toEqual(["2024-04-02", -2.5, "METRO TRANSIT FARE", "Metro Transit Fare"]);
  });

  it("an import whose follow-up work fails (e.g. paying bills) still answers what it saved", async () => {
    const { account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const stop = onStatementImported(async () => {
      throw new Error("a listener failed");
    });
    try {
      const response = await upload({ account_id: account.id, file: fixture("us-banks/repeated-rows.csv") });
      expect(response.status).toBe(200);
      expect(response.body.imported).toBe(4);
    } finally {
      stop();
    }
    expect(await rowCount(ctx.db, "money_transactions", { column: "account_id", value: account.id })).toBe(4);
  });

  it("re-uploading every fixture adds nothing", async () => {
    for (const [name, config] of Object.entries(CONFIGS)) {
      const { account, upload } = await setUp(config);
      const first = (await upload({ account_id: account.id, file: fixture(name) })).body;
      const again = (await upload({ account_id: account.id, file: fixture(name) })).body;
      expect(again).toEqual({ imported: 0, duplicates: first.imported, skipped: first.skipped, errors: [] });
    }
  });

  it("a statement larger than the 1 MB JSON body limit is read whole", async () => {
    const { account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    // 30,000 opening-balance style rows (no amount) and one transaction at the end: about 2 MB.
    const filler = "2024-04-01,BALANCE FORWARD WITH A LONG DESCRIPTION THAT PADS THE FILE OUT,\n".repeat(30_000);
    const file = `Date,Description,Amount\n${filler}2024-04-02,LAST ROW,-1.00\n`;
    expect(file.length).toBeGreaterThan(2_000_000);
    expect((await upload({ account_id: account.id, file })).body).toEqual({
      imported: 1,
      duplicates: 0,
      skipped: 30_000,
      errors: [],
    });
  });

  it("a statement spanning two years is checked for duplicates over all of its dates", async () => {
    const { account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const day = (n: number) => new Date(Date.UTC(2023, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const rows = Array.from({ length: 146 }, (_, i) => `${day(i * 5)},SHOP ${i % 7},-${(i + 1).toFixed(2)}`);
    const file = (lines: string[]) => `Date,Description,Amount\n${lines.join("\n")}\n`;
    expect((await upload({ account_id: account.id, file: file(rows) })).body.imported).toBe(146);
    expect((await upload({ account_id: account.id, file: file(rows) })).body).toMatchObject({
      imported: 0,
      duplicates: 146,
    });
    // One more row in the middle of the range: only it is new.
    const extra = [...rows.slice(0, 70), `${day(351)},SHOP 9,-9.99`, ...rows.slice(70)];
    expect((await upload({ account_id: account.id, file: file(extra) })).body).toMatchObject({
      imported: 1,
      duplicates: 146,
    });
  });

  it("foreign keys are enforced again after an upload (SQLite skips them only inside it)", async () => {
    const { user, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    expect((await upload({ account_id: account.id, file: fixture("us-banks/repeated-rows.csv") })).status).toBe(200);
    const orphan = ctx.db
      .insertInto("money_transactions")
      .values({
        user_id: user.id,
        account_id: 999_999,
        transaction_date: "2024-01-01",
        amount: -100,
        created_at: new Date().toISOString(),
      })
      .execute();
    await expect(orphan).rejects.toThrow(/foreign key/i);
  });

  it("the same file in another account is not a duplicate there", async () => {
    const { client, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const savings = (await client.post(ACCOUNTS, { name: "Savings" })).body;
    await client.patch(savings.url, CONFIGS["us-banks/repeated-rows.csv"]);
    const file = fixture("us-banks/repeated-rows.csv");
    await upload({ account_id: account.id, file });
    expect((await upload({ account_id: savings.id, file })).body.imported).toBe(4);
  });
});

describe("OFX, QFX and QIF fixtures (read by content, no configuration)", () => {
  it("data-multi-decimal.ofx: amounts with 3 and 5 decimals", async () => {
    const { account, upload } = await setUp();
    const response = await upload({ account_id: account.id, file: fixture("actual-budget/data-multi-decimal.ofx") });
    expect(response.body).toEqual({ imported: 2, duplicates: 0, skipped: 0, errors: [] });
    expect(await ledgerOf(account.id)).toEqual([
      ["2019-01-23", -30, "PATIENT FIRST TOKEN 01/22 PURCHA", "Patient First Token"],
      ["2019-01-23", -3.77, "STARBUCKS STORE 07604 01/21 PURC", "Starbucks"],
    ]);
  });

  it("an investment statement imports its cash rows and says its trades and holdings were not (issue 19)", async () => {
    const { account, upload } = await setUp();
    const cash = fixture("ofxparse/fidelity-savings.ofx").toString();
    expect((await upload({ account_id: account.id, file: cash })).body).toMatchObject({ imported: 4, errors: [] });
    const trade = "<BUYSTOCK><INVBUY><INVTRAN><FITID>t1<DTTRADE>20120720</INVTRAN><TOTAL>-100.00</INVBUY></BUYSTOCK>";
    const mixed = cash.replace(/<INVTRANLIST>/i, (tag) => `${tag}${trade}`);
    const response = await upload({ account_id: account.id, file: mixed });
    expect(response.body).toMatchObject({
      imported: 0,
      duplicates: 4,
      errors: [
        "This OFX file is an investment statement: its cash transactions are imported; its 1 investment transaction and 0 holdings are not (investment accounts are not kept).",
      ],
    });
    const onlyTrades = mixed.replace(/<INVBANKTRAN>[\s\S]*?<\/INVBANKTRAN>/gi, "");
    const refused = await upload({ account_id: account.id, file: onlyTrades });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "This OFX file is an investment statement (1 investment transaction and 0 holdings) with no cash transactions.",
    );
    expect(await ledgerOf(account.id)).toHaveLength(4);
  });

  it("data-payee-memo.ofx: NAME is the payee and MEMO the notes; MEMO alone is the description", async () => {
    const { account, upload } = await setUp();
    const response = await upload({ account_id: account.id, file: fixture("actual-budget/data-payee-memo.ofx") });
    // The file states a balance (LEDGERBAL): the account has no opening balance yet.
    expect(response.body).toEqual({
      imported: 4,
      duplicates: 0,
      skipped: 0,
      errors: [],
      balance_check: {
        as_of: "2019-01-24",
        bank_balance: 1000,
        our_balance: -100,
        difference: 1100,
        since: "2019-01-23",
        message: "The bank says $1,000.00 on 2019-01-24, we have -$100.00: $1,100.00 missing since 2019-01-23.",
      },
    });
    expect(await ledgerOf(account.id)).toEqual([
      ["2019-01-23", -10, "Payee Name", "Payee Name"],
      ["2019-01-23", -20, "Payee Name Only", "Payee Name Only"],
      ["2019-01-23", -30, "Memo Only Text", "Memo Only Text"],
      ["2019-01-23", -40, "", null],
    ]);
    const notes = await ctx.db
      .selectFrom("money_transactions")
      .select(["notes", "original_data"])
      .where("account_id", "=", account.id)
      .orderBy("id")
      .execute();
    expect(notes.map((n) => n.notes)).toEqual(["Memo Text", "", "", ""]);
    expect(JSON.parse(notes[0]!.original_data as string)).toEqual({
      TRNTYPE: "DEBIT",
      DTPOSTED: "20190123120000",
      TRNAMT: "-10.00",
      FITID: "test-name-and-memo",
      NAME: "Payee Name",
      MEMO: "Memo Text",
    });
  });

  it("html-vals.qfx: entities decoded, time-zone dates, a numeric NAME falls back to MEMO", async () => {
    const { account, upload } = await setUp();
    const response = await upload({ account_id: account.id, file: fixture("actual-budget/html-vals.qfx") });
    expect(response.body).toMatchObject({ imported: 2, duplicates: 0, skipped: 0, errors: [] });
    expect(response.body.balance_check).toMatchObject({ as_of: "2023-11-06", bank_balance: 1111.11, our_balance: -2 });
    expect(await ledgerOf(account.id)).toEqual([
      [
        "2023-05-09",
        -1,
        "PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer",
        "B.C. Hydro & Power Authority",
      ],
      ["2023-03-01", -1, "TPAY <DEFTPYMT>", "Tpay"],
    ]);
  });

  it("OFX duplicates are found by FITID even when other fields change", async () => {
    const { account, upload } = await setUp();
    const file = fixture("actual-budget/data-payee-memo.ofx").toString();
    await upload({ account_id: account.id, file });
    const edited = file
      .replace("<MEMO>Memo Text", "<MEMO>Changed memo")
      .replace("<FITID>test-neither", "<FITID>new-id");
    expect((await upload({ account_id: account.id, file: edited })).body).toMatchObject({
      imported: 1,
      duplicates: 3,
      skipped: 0,
      errors: [],
    });
  });

  it("an OFX transaction re-sent with its date moved (pending to posted) is still a duplicate", async () => {
    const { account, upload } = await setUp();
    const file = fixture("actual-budget/data-payee-memo.ofx").toString();
    await upload({ account_id: account.id, file });
    // The bank re-sends the same transactions (same FITIDs) posted four days later: the
    // duplicate check looks a week either side of the statement's dates.
    const moved = file.replaceAll("<DTPOSTED>20190123120000", "<DTPOSTED>20190127120000");
    expect(moved).not.toBe(file);
    expect((await upload({ account_id: account.id, file: moved })).body).toMatchObject({ imported: 0, duplicates: 4 });
  });

  it("qif-account.qif: the !Account block is not a transaction; M/D/YY dates; the payee as typed", async () => {
    const { account, upload } = await setUp();
    const response = await upload({ account_id: account.id, file: fixture("actual-budget/qif-account.qif") });
    expect(response.body).toEqual({ imported: 1, duplicates: 0, skipped: 0, errors: [] });
    // A QIF payee was typed by a person in another app: kept as written (issue 19).
    expect(await ledgerOf(account.id)).toEqual([["2018-12-19", -25, "COUNTY WASTE", "COUNTY WASTE"]]);
  });

  it("qif-category.qif: M/D/YYYY dates, memo as notes", async () => {
    const { account, upload } = await setUp();
    const response = await upload({ account_id: account.id, file: fixture("actual-budget/qif-category.qif") });
    expect(response.body).toEqual({ imported: 2, duplicates: 0, skipped: 0, errors: [] });
    expect(await ledgerOf(account.id)).toEqual([
      ["2024-06-24", -100.58, "Outlet", "Outlet"],
      ["2024-06-23", -20.15, "GroceriesYou", "GroceriesYou"],
    ]);
    const notes = await ctx.db
      .selectFrom("money_transactions")
      .select("notes")
      .where("account_id", "=", account.id)
      .execute();
    expect(notes.map((n) => n.notes).sort()).toEqual(["Pay Designer Outlet", "Pay Groceries"]);
  });
});

describe("payee resolution", () => {
  it("applies the payee's default category, reuses payees by name and survives a rename", async () => {
    const { client, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const travel = (await client.post("/money/api/category/", { name: "Travel", is_parent: true })).body;
    const fares = (
      await client.post("/money/api/payee/", { name: "Metro Transit Fare", default_category_id: travel.id })
    ).body;
    await upload({ account_id: account.id, file: fixture("us-banks/repeated-rows.csv") });
    const rows = await ctx.db
      .selectFrom("money_transactions")
      .select(["payee_id", "category_id"])
      .where("account_id", "=", account.id)
      .where("original_description", "=", "METRO TRANSIT FARE")
      .execute();
    expect(rows).toEqual(Array(3).fill({ payee_id: fares.id, category_id: travel.id }));

    await client.patch(fares.url, { name: "City Metro" });
    await upload({ account_id: account.id, file: "Date,Description,Amount\n2024-05-01,METRO TRANSIT FARE,-2.50\n" });
    const may = await ctx.db
      .selectFrom("money_transactions")
      .select("payee_id")
      .where("account_id", "=", account.id)
      .where("transaction_date", "=", "2024-05-01")
      .executeTakeFirstOrThrow();
    expect(may.payee_id).toBe(fares.id);
  });

  it("descriptions that normalise alike share one payee", async () => {
    const { account, upload, user } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    await upload({
      account_id: account.id,
      file: "Date,Description,Amount\n2024-05-01,SQ *BLUE BOTTLE COFFEE #12,-4\n2024-05-02,POS DEBIT BLUE BOTTLE COFFEE 0042 05/02,-5\n",
    });
    const payees = await ctx.db.selectFrom("money_payees").select("name").where("user_id", "=", user.id).execute();
    expect(payees).toEqual([{ name: "Blue Bottle Coffee" }]);
  });
});

describe("upload failures write nothing", () => {
  const counts = async (userId: number) => ({
    transactions: await rowCount(ctx.db, "money_transactions", { column: "user_id", value: userId }),
    payees: await rowCount(ctx.db, "money_payees", { column: "user_id", value: userId }),
    aliases: await rowCount(ctx.db, "money_payee_aliases", { column: "user_id", value: userId }),
  });

  it("a bad row anywhere: 400 naming the line and the reason", async () => {
    const { user, account, upload } = await setUp(CONFIGS["us-banks/preamble-summary.csv"]);
    const file = `${fixture("us-banks/preamble-summary.csv").toString()}03/08/2024,"GOOD ROW",-1.00,0\n03/32/2024,"BAD DATE",-2.00,0\n`;
    const response = await upload({ account_id: account.id, file });
    expect(response.status).toBe(400);
    const message = 'Line 13: the date "03/32/2024" does not match the format MM/DD/YYYY.';
    expect(response.body).toEqual({ detail: message, code: "invalid", fields: { file: [message] } });
    expect(await counts(user.id)).toEqual({ transactions: 0, payees: 0, aliases: 0 });
  });

  it.each([
    [
      "an xlsx renamed .csv",
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21]),
    ],
    ["a PDF renamed .csv", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\n", "latin1")],
    ["random binary", Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37 + 11) % 256))],
  ])("%s: 400 saying it is not a text/CSV file, not that a header is missing (issue 25)", async (_name, file) => {
    const { user, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const response = await upload({ account_id: account.id, file });
    expect(response.status).toBe(400);
    expect(response.body.fields.file[0]).toMatch(/^This is not a text\/CSV file/);
    expect(await counts(user.id)).toEqual({ transactions: 0, payees: 0, aliases: 0 });
  });

  it("a real PNG photo renamed .csv: 400 saying it is not a text/CSV file (issue 25)", async () => {
    // A whole image from a real encoder, noise included, not only the PNG signature.
    const noise = Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const { user, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const response = await upload({ account_id: account.id, file: png });
    expect(response.status).toBe(400);
    expect(response.body.fields.file[0]).toMatch(/^This is not a text\/CSV file/);
    expect(await counts(user.id)).toEqual({ transactions: 0, payees: 0, aliases: 0 });
  });

  it("a CSV without an upload configuration: 400 saying what to set", async () => {
    const { user, account, upload } = await setUp();
    const response = await upload({ account_id: account.id, file: fixture("us-banks/repeated-rows.csv") });
    expect(response.status).toBe(400);
    expect(response.body.fields.file[0]).toBe(
      "Upload Configuration: Set the Transaction Date Field. Set the Description Field. Set the Amount Field, or the Debit and Credit Fields.",
    );
    expect(await counts(user.id)).toEqual({ transactions: 0, payees: 0, aliases: 0 });
  });

  it.each([
    [{ file: "x" }, { account_id: ["Choose one from the list."] }],
    [{ account_id: "abc", file: "x" }, { account_id: ["Choose one from the list."] }],
    [{ account_id: 1 }, { file: ["Choose a file to upload."] }],
    [{ account_id: 1, file: "" }, { file: ["The file is empty."] }],
  ])("400 field errors for %j", async (parts: UploadParts, fields) => {
    const { user, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const body = { ...parts, ...(parts.account_id === 1 ? { account_id: account.id } : {}) };
    const response = await upload(body);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
    expect(await counts(user.id)).toEqual({ transactions: 0, payees: 0, aliases: 0 });
  });

  it("a JSON body instead of multipart: 400", async () => {
    const { client, account } = await setUp();
    const response = await client.post("/money/api/upload/", { account_id: account.id });
    expect(response.status).toBe(400);
    expect(response.body.fields.file).toEqual(["Send the form as multipart/form-data."]);
  });

  it("a file over 20 MB: 413 with a clear message", async () => {
    const { user, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x41);
    const response = await upload({ account_id: account.id, file: big });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe("too_large");
    expect(response.body.detail).toMatch(/larger than 20 MB/);
    expect(await counts(user.id)).toEqual({ transactions: 0, payees: 0, aliases: 0 });
  });

  it("another owner's account: 404, nothing written", async () => {
    const { account } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const other = await ctx.signedIn();
    const upload = await uploader(ctx.app, ctx.db, other.user.id);
    const response = await upload({ account_id: account.id, file: fixture("us-banks/repeated-rows.csv") });
    expect(response.status).toBe(404);
    expect(await rowCount(ctx.db, "money_transactions", { column: "account_id", value: account.id })).toBe(0);
  });

  it("no token: 401", async () => {
    const { account } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    const upload = await uploader(ctx.app, ctx.db, null);
    const response = await upload({ account_id: account.id, file: fixture("us-banks/repeated-rows.csv") });
    expect(response.status).toBe(401);
  });
});

describe("the account's sign setting", () => {
  it("is_positive_credit defaults to true, can be turned off, and flips signed amounts", async () => {
    const { client, account, upload } = await setUp(CONFIGS["us-banks/repeated-rows.csv"]);
    expect((await client.get(account.url)).body.is_positive_credit).toBe(true);
    const patched = await client.patch(account.url, { is_positive_credit: false });
    expect(patched.body.is_positive_credit).toBe(false);
    expect((await client.patch(account.url, { is_positive_credit: "no" })).body.fields).toEqual({
      is_positive_credit: ["Choose yes or no."],
    });
    await upload({
      account_id: account.id,
      file: "Date,Description,Amount\n2024-05-01,CARD PURCHASE,25.00\n2024-05-02,PAYMENT THANK YOU,-100.00\n",
    });
    expect((await ledgerOf(account.id)).map((r) => r[1])).toEqual([-25, 100]);
  });
});
