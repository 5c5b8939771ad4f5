import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowCount } from "../../../test-support/row-count";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { fixture, type UploadParts, uploader } from "./upload-test-support";

// Issue 19: POST /money/api/upload/preview/ and the choices it offers the upload.

const ACCOUNTS = "/money/api/account/";
const PREVIEW = "/money/api/upload/preview/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function setUp() {
  const { user, client } = await ctx.signedIn();
  const account = (await client.post(ACCOUNTS, { name: "Girokonto" })).body;
  const preview = await uploader(ctx.app, ctx.db, user.id, PREVIEW);
  const upload = await uploader(ctx.app, ctx.db, user.id);
  return { user, client, account, preview, upload };
}

const accountTransactions = (accountId: number) =>
  ctx.db
    .selectFrom("money_transactions")
    .select(["transaction_date", "amount", "original_description"])
    .where("account_id", "=", accountId)
    .orderBy("id")
    .execute();

describe("POST /money/api/upload/preview/", () => {
  it("answers the columns, first rows, guess and parsed transactions, writing nothing", async () => {
    const { account, preview } = await setUp();
    const before = await rowCount(ctx.db, "money_transactions");
    const response = await preview({ account_id: account.id, file: fixture("rechnungspilot/dkb.csv") });
    expect(response.status).toBe(200);
    expect(response.body.format).toBe("csv");
    expect(response.body.columns).toContain("Betrag (€)");
    expect(response.body.rows[0]).toContain("Max Mustermann");
    expect(response.body.guess).toMatchObject({
      transaction_date_field: "Buchungsdatum",
      date_format: "DD.MM.YY",
      amount_field: "Betrag (€)",
      decimal_mark: ",",
    });
    expect(response.body.transactions[0]).toEqual({
      line: 6,
      transaction_date: "2025-12-08",
      posted_date: "2025-12-08",
      description: "Max Mustermann",
      amount: 200,
    });
    expect(response.body.count).toBe(8);
    expect(response.body.problems).toEqual([]);
    expect(await rowCount(ctx.db, "money_transactions")).toBe(before);
    const saved = await ctx.db.selectFrom("money_accounts").selectAll().where("id", "=", account.id).executeTakeFirst();
    expect(saved?.amount_field).toBe("");
  });

  it("re-reads the rows with the owner's edits to the mapping", async () => {
    const { account, preview } = await setUp();
    const response = await preview({
      account_id: account.id,
      file: fixture("rechnungspilot/dkb.csv"),
      fields: { description_field: "Verwendungszweck", is_positive_credit: "false" },
    });
    expect(response.status).toBe(200);
    expect(response.body.mapping).toMatchObject({ description_field: "Verwendungszweck", is_positive_credit: false });
    expect(response.body.transactions[0]).toMatchObject({ description: "Nebenkosten", amount: -200 });
  });

  it("offers single-byte character sets for a file that is not UTF-8, and reads the one chosen", async () => {
    const { account, preview } = await setUp();
    const latin2 = new Uint8Array([
      ...new TextEncoder().encode("Date,Description,Amount\n2024-01-02,"),
      0xa3,
      0xf3,
      0x64,
      0xbc,
      ...new TextEncoder().encode(",-5.00\n"),
    ]);
    const guessed = await preview({ account_id: account.id, file: latin2 });
    expect(guessed.body.encoding).toBe("windows-1252");
    expect(guessed.body.encodings).toContain("iso-8859-2");
    const chosen = await preview({ account_id: account.id, file: latin2, fields: { encoding: "iso-8859-2" } });
    expect(chosen.body.transactions[0]).toMatchObject({ description: "Łódź", amount: -5 });
  });

  it("offers a QIF file's accounts and says how an investment one is refused", async () => {
    const { account, preview } = await setUp();
    const response = await preview({ account_id: account.id, file: fixture("qifparse/file.qif") });
    expect(response.body.format).toBe("qif");
    expect(response.body.accounts).toEqual([
      { name: "My Cash", type: "Cash", transactions: 3 },
      { name: "My Cc", type: "Invst", transactions: 2 },
    ]);
    expect(response.body.qif_account).toBe("My Cash");
    const investment = await preview({
      account_id: account.id,
      file: fixture("qifparse/file.qif"),
      fields: { qif_account: "My Cc" },
    });
    expect(investment.body.count).toBe(0);
    expect(investment.body.problems.join(" ")).toContain("investment register");
  });

  it("401 without a token", async () => {
    const { account } = await setUp();
    const anonymous = await uploader(ctx.app, ctx.db, null, PREVIEW);
    expect((await anonymous({ account_id: account.id, file: "a" })).status).toBe(401);
  });

  it("404 for another owner's account", async () => {
    const { account } = await setUp();
    const other = await setUp();
    const response = await other.preview({ account_id: account.id, file: fixture("us-banks/repeated-rows.csv") });
    expect(response.status).toBe(404);
  });

  it.each([
    [{ file: "a" }, ["account_id"]],
    [{ account_id: "x", file: "a" }, ["account_id"]],
    [{ account_id: 1 }, ["file"]],
    [{ account_id: 1, file: "a", fields: { encoding: "klingon" } }, ["encoding"]],
    [{ account_id: 1, file: "a", fields: { is_positive_credit: "maybe" } }, ["is_positive_credit"]],
    [{ account_id: 1, file: "a", fields: { amount_field: "x".repeat(101) } }, ["amount_field"]],
  ] as [UploadParts, string[]][])("400 field errors for %j", async (parts, fields) => {
    const { preview } = await setUp();
    const response = await preview(parts);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(fields);
  });
});

describe("POST /money/api/upload/ with the preview's choices", () => {
  it("imports a QIF file's chosen account, and its Opening Balance sets the account's", async () => {
    const { user, account, upload } = await setUp();
    const text =
      "!Account\nNChecking\nTBank\n^\n!Type:Bank\nD1/1/2024\nT1,500.00\nPOpening Balance\n^\nD1/2/2024\nT-5.00\nPTCI\n^\n" +
      "!Account\nNVisa\nTCCard\n^\n!Type:CCard\nD1/3/2024\nT-7.00\nPB\n^\n";
    const refused = await upload({ account_id: account.id, file: text });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.file[0]).toContain("choose one in the preview");
    const response = await upload({ account_id: account.id, file: text, fields: { qif_account: "Checking" } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ imported: 1, errors: [] });
    expect(await accountTransactions(account.id)).toEqual([
      { transaction_date: "2024-01-02", amount: -500, original_description: "TCI" },
    ]);
    // A payee a person typed keeps its letters: "TCI", not "Tci".
    const payees = await ctx.db.selectFrom("money_payees").select("name").where("user_id", "=", user.id).execute();
    expect(payees.map((p) => p.name)).toEqual(["TCI"]);
    const saved = await ctx.db.selectFrom("money_accounts").selectAll().where("id", "=", account.id).executeTakeFirst();
    expect([saved?.opening_balance, saved?.opening_date]).toEqual([150000, "2024-01-01"]);
  });

  it("reports rows it skipped (a wrapped line) in errors and imports the rest", async () => {
    const { client, account, upload } = await setUp();
    await client.patch(account.url, {
      transaction_date_field: "Buchung",
      date_format: "DD.MM.YYYY",
      description_field: "Auftraggeber/Empfänger",
      amount_field: "Betrag",
    });
    const response = await upload({ account_id: account.id, file: fixture("rechnungspilot/ing-mit-saldo.csv") });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ imported: 19, skipped: 1 });
    expect(response.body.errors).toEqual([
      "Line 23: skipped, it has 6 of 7 columns: a line the bank wrapped, or a note.",
    ]);
    const rows = await accountTransactions(account.id);
    expect(rows[0]).toEqual({ transaction_date: "2025-12-09", amount: -1398, original_description: "VISA Firma" });
  });
});
