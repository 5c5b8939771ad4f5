import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test-support/test-app";
import { uploader } from "./upload-test-support";

// Issue 19: the character set chosen in the preview is saved on the account (PATCH encoding),
// and the next preview or upload of a file that is not UTF-8 reads it that way unasked.

const ACCOUNTS = "/money/api/account/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** "Łódź" in ISO-8859-2: read as Windows-1252 it is "£ód¼". */
const LATIN2 = new Uint8Array([
  ...new TextEncoder().encode("Date,Description,Amount\n2024-01-02,"),
  0xa3,
  0xf3,
  0x64,
  0xbc,
  ...new TextEncoder().encode(",-5.00\n"),
]);
const MAPPING = {
  transaction_date_field: "Date",
  date_format: "YYYY-MM-DD",
  description_field: "Description",
  amount_field: "Amount",
};

async function setUp() {
  const { user, client } = await ctx.signedIn();
  const account = (await client.post(ACCOUNTS, { name: "Konto" })).body;
  return { user, client, account };
}

const savedEncoding = async (id: number) =>
  (await ctx.db.selectFrom("money_accounts").select("encoding").where("id", "=", id).executeTakeFirstOrThrow())
    .encoding;

describe("the account's character set", () => {
  it("is empty for a new account, saved by PATCH, answered by GET and cleared with an empty string", async () => {
    const { client, account } = await setUp();
    expect(account.encoding).toBe("");
    const patched = await client.patch(account.url, { ...MAPPING, encoding: "iso-8859-2" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ ...MAPPING, encoding: "iso-8859-2" });
    expect((await client.get(account.url)).body.encoding).toBe("iso-8859-2");
    expect((await client.get(ACCOUNTS)).body[0].encoding).toBe("iso-8859-2");
    expect((await client.patch(account.url, { encoding: "" })).body.encoding).toBe("");
    expect(await savedEncoding(account.id)).toBe("");
  });

  it("400 for a character set not in the list, writing nothing", async () => {
    const { client, account } = await setUp();
    await client.patch(account.url, { encoding: "windows-1250" });
    const response = await client.patch(account.url, { name: "Renamed", encoding: "klingon" });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ encoding: ["Choose a character set from the list."] });
    expect(await savedEncoding(account.id)).toBe("windows-1250");
    expect((await client.get(account.url)).body.name).toBe("Konto");
  });

  it("401 without a token and 404 for another owner's account", async () => {
    const { account } = await setUp();
    expect((await ctx.anonymous.request("PATCH", account.url, { encoding: "koi8-r" })).status).toBe(401);
    const other = await ctx.signedIn();
    expect((await other.client.patch(account.url, { encoding: "koi8-r" })).status).toBe(404);
    expect(await savedEncoding(account.id)).toBe("");
  });

  it("reads the preview and the upload of a file that is not UTF-8 unasked; a chosen one still wins", async () => {
    const { user, client, account } = await setUp();
    await client.patch(account.url, { ...MAPPING, encoding: "iso-8859-2" });
    const preview = await uploader(ctx.app, ctx.db, user.id, "/money/api/upload/preview/");
    const shown = await preview({ account_id: account.id, file: LATIN2 });
    expect(shown.body).toMatchObject({ encoding: "iso-8859-2", transactions: [{ description: "Łódź" }] });
    const overridden = await preview({ account_id: account.id, file: LATIN2, fields: { encoding: "windows-1252" } });
    expect(overridden.body).toMatchObject({ encoding: "windows-1252", transactions: [{ description: "£ód¼" }] });

    const upload = await uploader(ctx.app, ctx.db, user.id);
    expect((await upload({ account_id: account.id, file: LATIN2 })).body).toMatchObject({ imported: 1 });
    const stored = await ctx.db
      .selectFrom("money_transactions")
      .select("original_description")
      .where("account_id", "=", account.id)
      .execute();
    expect(stored).toEqual([{ original_description: "Łódź" }]);
  });

  it("does not change how a UTF-8 file is read", async () => {
    const { user, client, account } = await setUp();
    await client.patch(account.url, { ...MAPPING, encoding: "koi8-r" });
    const preview = await uploader(ctx.app, ctx.db, user.id, "/money/api/upload/preview/");
    const shown = await preview({ account_id: account.id, file: "Date,Description,Amount\n2024-01-02,Łódź,-5.00\n" });
    expect(shown.body).toMatchObject({ encoding: "utf-8", encodings: [], transactions: [{ description: "Łódź" }] });
  });
});
