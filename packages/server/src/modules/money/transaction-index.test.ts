import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgresDb } from "../../backup/schema";
import { nowIso } from "../../db/database";
import { createTestContext, type TestContext } from "../../test-support/test-app";
import { searchRows } from "./index-search";
import { indexText } from "./index-text-load";
import { indexedFieldsPackedQuery } from "./money.repo";
import { buildIndex, transactionIndex, updateIndexedRow } from "./transaction-index";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("ledger index build", () => {
  it("reads its pages from the money_transactions_user_date index alone, never the table's rows", async () => {
    // Issue 29: looking each row up in the table doubled the cost of a build (owners bench).
    const owner = await ctx.signedIn();
    const page = indexedFieldsPackedQuery(ctx.db, owner.user.id, "", 0, 5000).compile();
    const explain = (prefix: string) => CompiledQuery.raw(`${prefix} ${page.sql}`, [...page.parameters]);
    if (isPostgresDb(ctx.db)) {
      // As on a database in use: vacuumed (the visibility map lets a scan skip the table), and
      // the planner kept off the whole-table scans it would pick for a table this small.
      await sql`vacuum analyze money_transactions`.execute(ctx.db);
      const plan = await ctx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        return trx.executeQuery<{ "QUERY PLAN": string }>(explain("explain"));
      });
      expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(
        /Index Only Scan using money_transactions_user_date/,
      );
    } else {
      const plan = await ctx.db.executeQuery<{ detail: string }>(explain("explain query plan"));
      expect(plan.rows.map((row) => row.detail).join("\n")).toContain(
        "SEARCH money_transactions USING COVERING INDEX money_transactions_user_date",
      );
    }
  });

  it("reads in pages: any page size gives the same index, newest first, with each row's tags", async () => {
    const owner = await ctx.signedIn();
    const other = await ctx.signedIn();
    const setUp = async (client: typeof owner.client) => ({
      account: (await client.post("/money/api/account/", { name: "Checking" })).body,
      tags: [
        (await client.post("/money/api/tag/", { name: "Trip" })).body,
        (await client.post("/money/api/tag/", { name: "Gift" })).body,
      ],
    });
    const mine = await setUp(owner.client);
    const theirs = await setUp(other.client);
    // The two owners' ids interleave, so a page of ids holds rows of both.
    const made: { id: number; date: string; amount: number; tags: number[] }[] = [];
    for (let i = 0; i < 14; i++) {
      // The last three share the first one's date: pages must not split or skip a day's rows.
      const date = i >= 11 ? "2025-01-10" : `2025-0${1 + (i % 3)}-${String(10 + ((i * 7) % 17)).padStart(2, "0")}`;
      const amount = i % 4 === 0 ? 100 + i : -(i + 0.5);
      const created = (
        await owner.client.post("/money/api/transaction/", {
          account_id: mine.account.id,
          transaction_date: date,
          amount,
        })
      ).body;
      const tags = i % 3 === 0 ? [mine.tags[0].id, mine.tags[1].id] : i % 3 === 1 ? [mine.tags[1].id] : [];
      await owner.client.patch(`${created.url}patch-tags/`, { ids: tags });
      made.push({ id: created.id, date, amount, tags });
      const foreign = (
        await other.client.post("/money/api/transaction/", {
          account_id: theirs.account.id,
          transaction_date: date,
          amount: -1,
        })
      ).body;
      await other.client.patch(`${foreign.url}patch-tags/`, { ids: [theirs.tags[0].id] });
    }

    const whole = await buildIndex(ctx.db, owner.user.id);
    const expected = [...made].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    expect(Array.from(whole.ids)).toEqual(expected.map((t) => t.id));
    expect(Array.from(whole.amounts)).toEqual(expected.map((t) => Math.round(t.amount * 100)));
    const tagsOfRow = (r: number) => Array.from(whole.tags.subarray(whole.tagStart[r], whole.tagStart[r + 1])).sort();
    expect(expected.map((_, r) => tagsOfRow(r))).toEqual(expected.map((t) => [...t.tags].sort()));

    for (const chunk of [1, 2, 3, 5, 14]) {
      expect(await buildIndex(ctx.db, owner.user.id, chunk)).toEqual(whole);
    }
    // A small ledger's arrays are views of one buffer (index-pack.ts).
    const arrays = [whole.ids, whole.amounts, whole.tagStart, whole.tags, whole.days, whole.dateStart];
    for (const array of [...arrays, ...whole.columns.map((column) => column.codes)]) {
      expect(array.buffer).toBe(whole.ids.buffer);
    }
  });

  it("keeps each distinct description once; an edit to a new description adds it to the table", async () => {
    const { client, user } = await ctx.signedIn();
    const account = (await client.post("/money/api/account/", { name: "Checking" })).body;
    await client.patch(account.url, {
      transaction_date_field: "Date",
      description_field: "Description",
      amount_field: "Amount",
      date_format: "MM/DD/YYYY",
    });
    const lines = Array.from(
      { length: 12 },
      (_, i) => `03/${String(1 + i).padStart(2, "0")}/2025,SHELL OIL ${i % 2},-${i + 1}`,
    );
    const form = new FormData();
    form.set("account_id", String(account.id));
    form.set("file", new Blob([["Date,Description,Amount", ...lines].join("\n")]), "statement.csv");
    expect((await client.postForm("/money/api/upload/", form)).body.imported).toBe(12);

    const index = await buildIndex(ctx.db, user.id);
    expect(index.text).toBeNull(); // read on the first search
    const text = await indexText(ctx.db, user.id, index);
    expect(index.text).toBe(text);
    expect(text.table.count).toBe(3); // "" and the two descriptions
    const find = (text: string) => {
      index.searches.clear();
      const mask = searchRows(index, index.text!, {
        text,
        payeeCodes: new Uint8Array(index.columns[1]!.values.length),
        cents: null,
      });
      return Array.from(index.ids).filter((_, row) => mask[row] === 1);
    };
    expect(find("shell oil 1")).toHaveLength(6);

    // Row 0 (the newest, 03/12: "SHELL OIL 1") gets a description no row had.
    const id = index.ids[0]!;
    const fields = { id, account_id: account.id, payee_id: null, category_id: null, amount: -1200 };
    const date = { transaction_date: "2025-03-12" };
    const before = { ...date, original_description: "SHELL OIL 1" };
    expect(updateIndexedRow(index, 0, before, { ...fields, ...date, original_description: "Chevron 0042" })).toBe(true);
    expect(text.table.count).toBe(4);
    expect(find("chevron")).toEqual([id]);
    expect(find("shell oil 1")).toHaveLength(5);
    expect(find("shell oil")).toHaveLength(11);
  });

  it("reads the text by id when the ledger changed since the build, and again when an edit overlapped the read", async () => {
    const { client, user } = await ctx.signedIn();
    const account = (await client.post("/money/api/account/", { name: "Checking" })).body;
    const add = async (date: string, notes: string) =>
      (
        await client.post("/money/api/transaction/", {
          account_id: account.id,
          transaction_date: date,
          amount: -5,
          notes,
        })
      ).body;
    const older = await add("2025-01-02", "birthday gift");
    await add("2025-01-03", "");
    const newest = await add("2025-01-04", "book club");
    const notesFound = (index: Awaited<ReturnType<typeof buildIndex>>, query: string) => {
      index.searches.clear();
      const mask = searchRows(index, index.text!, { text: query, payeeCodes: new Uint8Array(1), cents: null });
      return Array.from(index.ids).filter((_, row) => mask[row] === 1);
    };

    // A row added after the build is not in this index: the read places the others by id.
    const stale = await buildIndex(ctx.db, user.id);
    await add("2025-01-01", "gift card");
    await indexText(ctx.db, user.id, stale);
    expect(notesFound(stale, "gift")).toEqual([older.id]);
    expect(notesFound(stale, "club")).toEqual([newest.id]);

    // An edit applied in place while the read was under way (a row at a time): the oldest row's
    // notes change after the read's first page had them, so the read starts again.
    const index = await transactionIndex(ctx.db, user.id);
    let pages = 0;
    await indexText(ctx.db, user.id, index, {
      chunk: 1,
      pageRead: async () => {
        if (++pages !== 2) return; // the oldest is "gift card", then `older`
        await ctx.db
          .updateTable("money_transactions")
          .set({ notes: "chess club" })
          .where("id", "=", older.id)
          .execute();
        index.edits++; // as editTransactionIndex counts an edit applied to this index
      },
    });
    expect(notesFound(index, "chess")).toEqual([older.id]);
    expect(notesFound(index, "birthday")).toEqual([]);
  });

  it("keeps codes in one byte a row while they fit, widening a column built or edited past 255 values", async () => {
    const { client, user } = await ctx.signedIn();
    const account = (await client.post("/money/api/account/", { name: "Checking" })).body;
    const created_at = nowIso();
    // 255 payees, one transaction each (written directly: hundreds of API calls add nothing here).
    const payees = await ctx.db
      .insertInto("money_payees")
      .values(Array.from({ length: 256 }, (_, i) => ({ user_id: user.id, name: `Payee ${i}`, created_at })))
      .returning("id")
      .execute();
    await ctx.db
      .insertInto("money_transactions")
      .values(
        payees.slice(0, 255).map((payee, i) => ({
          user_id: user.id,
          account_id: account.id,
          payee_id: payee.id,
          transaction_date: `2025-01-${String(1 + (i % 28)).padStart(2, "0")}`,
          amount: -(100 + i),
          original_description: "",
          created_at,
        })),
      )
      .execute();
    const index = await transactionIndex(ctx.db, user.id);
    const payeeColumn = index.columns[1]!;
    expect(payeeColumn.codes).toBeInstanceOf(Uint8Array); // codes 0 (none) .. 255
    expect(index.columns[0]!.codes).toBeInstanceOf(Uint8Array);

    // The 256th payee, set by an edit applied in place: the column widens to 16 bits.
    const last = payees[255]!.id;
    const row = (await client.get("/money/api/transaction/", { payee: String(payees[0]!.id) })).body.results[0];
    expect((await client.patch(row.url, { payee_id: last })).status).toBe(200);
    expect(await transactionIndex(ctx.db, user.id)).toBe(index);
    expect(payeeColumn.codes).toBeInstanceOf(Uint16Array);
    const summary = async (payee: number) =>
      (await client.get("/money/api/transaction/summary/", { payee: String(payee) })).body;
    expect(await summary(last)).toEqual({ record_count: 1, total_amount: -1 });
    expect(await summary(payees[1]!.id)).toEqual({ record_count: 1, total_amount: -1.01 });
    expect((await summary(payees[0]!.id)).record_count).toBe(0);

    // A build with 256 payees in use widens while it reads (one more row, written directly).
    await ctx.db
      .insertInto("money_transactions")
      .values({
        user_id: user.id,
        account_id: account.id,
        payee_id: payees[0]!.id,
        transaction_date: "2025-02-01",
        amount: -1,
        original_description: "",
        created_at,
      })
      .execute();
    const rebuilt = await buildIndex(ctx.db, user.id, 7);
    expect(rebuilt.columns[1]!.codes).toBeInstanceOf(Uint16Array);
    const stored = await ctx.db
      .selectFrom("money_transactions")
      .select(["id", "payee_id"])
      .where("user_id", "=", user.id)
      .execute();
    const payeeOfId = new Map(stored.map((t) => [t.id, t.payee_id]));
    const column = rebuilt.columns[1]!;
    expect(Array.from(rebuilt.ids, (id, r) => [id, column.values[column.codes[r]!]])).toEqual(
      Array.from(rebuilt.ids, (id) => [id, payeeOfId.get(id)]),
    );
  });
});
