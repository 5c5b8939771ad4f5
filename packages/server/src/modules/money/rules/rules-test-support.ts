import type { ApiClient } from "../../../test-support/api-client";
import type { TestContext } from "../../../test-support/test-app";
import { uploader } from "../upload/upload-test-support";

// Shared set-up for the rules and bulk-edit API tests: an owner with an account that takes a
// Date,Description,Amount CSV, a category and a tag.

export const RULES = "/money/api/rule/";
export const BULK = "/money/api/transaction/bulk/";
const CONFIG = {
  transaction_date_field: "Date",
  date_format: "YYYY-MM-DD",
  description_field: "Description",
  amount_field: "Amount",
};

export async function owner(ctx: TestContext) {
  const { user, client } = await ctx.signedIn();
  const account = (await client.post("/money/api/account/", { name: "Checking" })).body;
  await client.patch(account.url, CONFIG);
  const upload = await uploader(ctx.app, ctx.db, user.id);
  const csv = (rows: string[]) =>
    upload({ account_id: account.id, file: `Date,Description,Amount\n${rows.join("\n")}\n` });
  const food = (await client.post("/money/api/category/", { name: "Food", is_parent: true })).body;
  const travel = (await client.post("/money/api/category/", { name: "Travel", is_parent: true })).body;
  const tag = (await client.post("/money/api/tag/", { name: "coffee" })).body;
  return { user, client, account, csv, food, travel, tag };
}

export type Ledger = { payee: string | null; category: string | null; tags: string[]; description: string }[];

/** The owner's transactions, oldest first, as payee, category and tag names. */
export async function ledger(client: ApiClient, query: Record<string, string> = {}): Promise<Ledger> {
  const page = (await client.get("/money/api/transaction/", query)).body;
  return page.results
    .map(
      (t: {
        id: number;
        payee: { name: string } | null;
        category: { name: string } | null;
        tags: { name: string }[];
        original_description: string;
      }) => ({
        id: t.id,
        payee: t.payee?.name ?? null,
        category: t.category?.name ?? null,
        tags: t.tags.map((tag) => tag.name),
        description: t.original_description,
      }),
    )
    .sort((a: { id: number }, b: { id: number }) => a.id - b.id)
    .map(({ id: _, ...rest }: { id: number }) => rest);
}

export const payeeNamed = async (client: ApiClient, name: string) =>
  (await client.get("/money/api/payee/")).body.find((p: { name: string }) => p.name === name);
