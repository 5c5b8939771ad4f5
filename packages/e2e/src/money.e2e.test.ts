import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";

// Issue 3: the Money ledger walked as a person would (an account, categories, a transaction
// through the add dialog and more through the API, two filters, one transaction edited, the
// list and summary refreshed, filters reset), then pictures of every money screen at phone
// and desktop width, light and dark, under artifacts/money/. The e2e server's data persists
// across spec files, so every name carries this run's suffix and totals are read from the API.

const RUN = Date.now().toString(36).slice(-5);
const CHECKING = `Checking ${RUN}`;
const SAVINGS = `Savings ${RUN}`;
const FOOD = `Food ${RUN}`;
const GROCERIES = `Groceries ${RUN}`;
const DINING = `Dining ${RUN}`;
const TREATS = `Treats ${RUN}`;
const SWEETS = `Sweets ${RUN}`;
const CASH_PAYEE = `Farmers Market ${RUN}`;
const NEW_TAG = `trip-${RUN}`;

type Named = { id: number; name: string };
type Summary = { record_count: number; total_amount: number };
type Transaction = { id: number; payee: Named | null; category: Named | null; tags: Named[] };

const usd = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);

/** What the summary line under the table says for a summary from the API. */
const summaryLine = (summary: Summary) =>
  `${summary.record_count.toLocaleString("en-US")} record${summary.record_count === 1 ? "" : "s"} · Total ${usd(summary.total_amount)}`;

async function moneyApi() {
  const client = apiClient(await ownerToken());
  const list = async <T>(path: string) => (await client.get<T[]>(path)).body;
  const byName = async (path: string, name: string) => {
    const found = (await list<Named>(path)).find((item) => item.name === name);
    if (!found) throw new Error(`Nothing named ${name} at ${path}`);
    return found;
  };
  return {
    account: (name: string) => byName("/money/api/account/", name),
    category: (name: string) => byName("/money/api/category/", name),
    summary: async (query: string) => (await client.get<Summary>(`/money/api/transaction/summary/?${query}`)).body,
    transactions: async (query: string) =>
      (await client.get<{ results: Transaction[] }>(`/money/api/transaction/?${query}`)).body.results,
    createAccount: async (name: string) => {
      const { status, body } = await client.post<Named>("/money/api/account/", { name });
      if (status !== 201) throw new Error(`POST account failed: ${status} ${JSON.stringify(body)}`);
      return body;
    },
    createCategory: async (body: Record<string, unknown>) => {
      const { status, body: created } = await client.post<Named>("/money/api/category/", body);
      if (status !== 201) throw new Error(`POST category failed: ${status} ${JSON.stringify(created)}`);
      return created;
    },
    parentOf: async (id: number) =>
      (await list<Named & { parent_category: Named | null }>("/money/api/category/")).find((c) => c.id === id)
        ?.parent_category?.id,
    createPayee: async (name: string) => (await client.post<Named>("/money/api/payee/", { name })).body,
    createTransaction: async (body: Record<string, unknown>) => {
      const { status, body: created } = await client.post<Transaction>("/money/api/transaction/", body);
      if (status !== 201) throw new Error(`POST transaction failed: ${status} ${JSON.stringify(created)}`);
      return created;
    },
  };
}

const summaryOf = (page: Page) => page.getByRole("status", { name: "Summary" });
const transactionRows = (page: Page) => page.getByRole("table", { name: "Transactions" }).locator("tbody tr");

/** Picks one option of a filter multi-select by its visible label (the count follows it). */
async function chooseFilter(page: Page, filter: string, option: string) {
  await page.getByRole("combobox", { name: filter, exact: true }).click();
  await page.getByRole("option", { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
  await page.keyboard.press("Escape");
}

describe("money", () => {
  const browser = useBrowser();

  beforeAll(() => setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone }));
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("creates an account, categories and transactions, filters, edits one and resets", async () => {
    const money = await moneyApi();
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);

    // The menu entry, then the Accounts footer link.
    // The bar shows as many modules as fit; the rest are under More.
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.waitFor();
    const inBar = menu.getByRole("link", { name: "Money", exact: true });
    if (await inBar.isVisible()) await inBar.click();
    else {
      await menu.getByRole("button", { name: "More" }).click();
      await page.getByRole("menuitem", { name: "Money" }).click();
    }
    await waitForPath(page, "/money/");
    await heading(page, "Transactions").waitFor();
    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Accounts" }).click();
    await waitForPath(page, "/money/account/");

    // A new account opens its page; an upload column saves when the field is left.
    await page.getByRole("textbox", { name: "New Account" }).fill(CHECKING);
    await page.getByRole("button", { name: "Create" }).click();
    await heading(page, CHECKING).waitFor();
    const checking = await money.account(CHECKING);
    expect(new URL(page.url()).pathname).toBe(`/money/account/${checking.id}/`);
    await page.getByRole("textbox", { name: "Debit Field" }).fill("Withdrawal");
    await page.getByRole("textbox", { name: "Credit Field" }).focus();
    await page.getByText("Saved").waitFor();

    // A parent and two children; Dining stays out of the summary total.
    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Categories" }).click();
    await heading(page, "Categories").waitFor();
    const parentForm = page.getByRole("form", { name: "Add New Parent Category" });
    await parentForm.getByRole("textbox", { name: "Parent Category Name" }).fill(FOOD);
    await parentForm.getByRole("button", { name: "Add Parent Category" }).click();
    await page.getByRole("textbox", { name: `Name of ${FOOD}` }).waitFor();
    const childForm = page.getByRole("form", { name: "Add New Category" });
    for (const [name, included] of [
      [GROCERIES, true],
      [DINING, false],
    ] as const) {
      await childForm.getByRole("combobox", { name: "Parent Category" }).click();
      await page.getByRole("option", { name: FOOD, exact: true }).click();
      await childForm.getByRole("textbox", { name: "Category Name" }).fill(name);
      await childForm.getByRole("checkbox", { name: "Include in Summary" }).setChecked(included);
      await childForm.getByRole("button", { name: "Add Category" }).click();
      await page.getByRole("textbox", { name: `Name of ${name}` }).waitFor();
    }
    const groceries = await money.category(GROCERIES);
    const dining = await money.category(DINING);

    // More transactions through the API: two years, and a second account.
    const savings = await money.createAccount(SAVINGS);
    const grocer = await money.createPayee(`Corner Grocer ${RUN}`);
    const seeded = await money.createTransaction({
      account_id: checking.id,
      payee_id: grocer.id,
      category_id: groceries.id,
      transaction_date: "2025-03-14",
      amount: -82.4,
      notes: "Weekly shop",
    });
    await money.createTransaction({
      account_id: checking.id,
      payee_id: grocer.id,
      category_id: groceries.id,
      transaction_date: "2024-11-02",
      amount: -61.1,
    });
    await money.createTransaction({
      account_id: checking.id,
      transaction_date: "2025-02-28",
      amount: 2500,
      notes: "Salary",
    });
    await money.createTransaction({
      account_id: savings.id,
      transaction_date: "2025-03-01",
      amount: 100,
    });

    // One through the add dialog: cash at a payee created on the fly.
    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Transactions" }).click();
    await heading(page, "Transactions").waitFor();
    await page.getByRole("button", { name: "Add transaction" }).click();
    const dialog = page.getByRole("dialog", { name: "Add transaction" });
    await dialog.getByRole("combobox", { name: "Account" }).click();
    await page.getByRole("option", { name: CHECKING, exact: true }).click();
    await dialog.getByRole("combobox", { name: "Paid To" }).fill(CASH_PAYEE);
    await page.getByRole("option", { name: `Add "${CASH_PAYEE}"` }).click();
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: GROCERIES, exact: true }).click();
    await dialog.getByRole("textbox", { name: "Amount" }).fill("12.75");
    await dialog.getByRole("textbox", { name: "Notes" }).fill("Cash");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    const accountQuery = `account=${checking.id}`;
    await expect.poll(async () => (await money.summary(accountQuery)).record_count).toBe(4);

    // Two filters: the account and the year. The URL keeps them, the list and summary narrow.
    await chooseFilter(page, "Account", CHECKING);
    await page.waitForURL((url) => url.search === `?${accountQuery}`);
    await chooseFilter(page, "Year", "2025");
    const filtered = `${accountQuery}&year=2025`;
    await page.waitForURL((url) => url.search === `?${filtered}`);
    const before = await money.summary(filtered);
    await summaryOf(page)
      .filter({ hasText: summaryLine(before) })
      .waitFor();
    // The dialog's transaction is dated today, so whether it is in 2025 depends on the day.
    expect(before.record_count).toBeGreaterThanOrEqual(2);
    expect(await transactionRows(page).count()).toBe(before.record_count);

    // Open the seeded transaction; change its category to Dining (left out of the total) and tag it.
    await page.getByRole("link", { name: "Mar 14, 2025" }).click();
    await waitForPath(page, `/money/transaction/${seeded.id}/`);
    // The list stays on screen until the transaction page's code has loaded.
    await page.getByRole("heading", { name: "Details", exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Category", exact: true }).click();
    await page.getByRole("option", { name: DINING, exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved" }).first().waitFor();
    const tags = page.getByRole("combobox", { name: "Tags" });
    await tags.fill(NEW_TAG);
    await page.getByRole("option", { name: `Add tag "${NEW_TAG}"` }).click();
    await page.getByRole("button", { name: NEW_TAG }).waitFor();
    await expect
      .poll(async () => (await money.transactions(filtered)).find((t) => t.id === seeded.id)?.tags.map((t) => t.name))
      .toEqual([NEW_TAG]);
    const edited = (await money.transactions(filtered)).find((t) => t.id === seeded.id);
    expect(edited?.category?.id).toBe(dining.id);

    // Back: the same filtered view, its row and summary refreshed.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/money/" && url.search === `?${filtered}`);
    const row = transactionRows(page).filter({ has: page.getByRole("link", { name: "Mar 14, 2025" }) });
    await row.getByText(`${DINING} (${FOOD})`).waitFor();
    await row.getByText(NEW_TAG).waitFor();
    const after = await money.summary(filtered);
    expect(after.total_amount).toBeCloseTo(before.total_amount + 82.4, 2);
    await summaryOf(page)
      .filter({ hasText: summaryLine(after) })
      .waitFor();

    // Reset clears both filters from the URL and shows everything again.
    await page.getByRole("button", { name: "Reset" }).click();
    await page.waitForURL((url) => url.pathname === "/money/" && url.search === "");
    await summaryOf(page)
      .filter({ hasText: summaryLine(await money.summary("")) })
      .waitFor();
    expect(await page.getByRole("button", { name: "Reset" }).count()).toBe(0);
  });

  it("moves a category under another parent from the categories table", async () => {
    const money = await moneyApi();
    const food = await money.category(FOOD);
    const treats = await money.createCategory({ name: TREATS, is_parent: true, is_included: true });
    const sweets = await money.createCategory({ name: SWEETS, parent_category_id: food.id, is_included: true });
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: "/money/category/" });
    const parent = page.getByRole("combobox", { name: `Parent category of ${SWEETS}` });
    await parent.click();
    await page.getByRole("option", { name: TREATS, exact: true }).click();
    await expect.poll(() => money.parentOf(sweets.id)).toBe(treats.id);
    await parent.filter({ hasText: TREATS }).waitFor();
    // Issue 25: a long name such as "Subscriptions" is not cut on a phone.
    await money.createCategory({ name: "Subscriptions", parent_category_id: food.id, is_included: true });
    await page.reload();
    const name = page.getByRole("textbox", { name: "Name of Subscriptions" });
    await name.waitFor();
    expect(await name.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await screenshot(page, "phone-light-category-moved");
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const money = await moneyApi();
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);
    const checking = await money.account(CHECKING);
    // The walk-through's grocery shop: it has a payee, a category, tags and notes to show.
    const transaction = (await money.transactions(`account=${checking.id}&year=2025`)).find((t) =>
      t.payee?.name.startsWith("Corner Grocer"),
    );
    if (!transaction) throw new Error("The walk-through left no transaction to picture");

    await signIn(page, { returnTo: `/money/?account=${checking.id}` });
    // A table on a desktop, compact rows on a phone: the date link is in both.
    await page.getByRole("link", { name: "Mar 14, 2025" }).waitFor();
    // The spending chart, and (one account: issue 24) the account's cash-flow forecast.
    // Charts draw as they near the screen (issue 28): on a phone the forecast is far below.
    // Its line is flat here (nothing expected), so it is attached but has no visible area.
    const forecast = page.getByRole("figure", { name: /Cash-flow forecast/ });
    await forecast.scrollIntoViewIfNeeded();
    await forecast.locator(".MuiLineChart-line").waitFor({ state: "attached" });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.getByRole("figure").count()).toBe(2);
    await shot("transactions");
    if (viewport === "phone") {
      await page.getByRole("button", { name: "Filters (1)" }).click();
      await page.getByRole("combobox", { name: "Account", exact: true }).waitFor();
      await shot("transactions-filters");
      await page.getByRole("button", { name: "Done" }).click();
    }
    await page.getByRole("button", { name: "Add transaction" }).click();
    await page.getByRole("dialog", { name: "Add transaction" }).waitFor();
    await shot("add-transaction");
    await page.keyboard.press("Escape");

    await page.goto(`/money/transaction/${transaction.id}/`);
    await page.getByRole("combobox", { name: "Tags" }).waitFor();
    await shot("transaction");

    await page.goto("/money/category/");
    await page.getByRole("table", { name: "Categories", exact: true }).waitFor();
    await shot("categories");

    await page.goto("/money/account/");
    await page.getByRole("list", { name: "Accounts" }).waitFor();
    await shot("accounts");

    await page.goto(`/money/account/${checking.id}/`);
    await page.getByRole("textbox", { name: "Debit Field" }).waitFor();
    await shot("account");

    await page.goto(`/money/payee/${transaction.payee!.id}/`);
    await page.getByRole("link", { name: "Mar 14, 2025" }).waitFor();
    await shot("payee");
  });
});
