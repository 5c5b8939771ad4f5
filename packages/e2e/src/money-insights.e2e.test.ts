import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { chartDrawn } from "./support/charts";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";

// Issue 24: search the transactions, see an account's balance and its chart, read the spending
// report and click a bar into the filtered table. The e2e server's data persists across spec
// files, so names carry this run's suffix and expected numbers are read from the API.

const RUN = Date.now().toString(36).slice(-5);
const CHECKING = `Everyday ${RUN}`;
const SAVINGS = `Rainy Day ${RUN}`;
const HOME = `Household ${RUN}`;
const REPAIRS = `Repairs ${RUN}`;
const NOTE = `boiler-${RUN}`;

type Named = { id: number; name: string; url: string };
type Summary = { record_count: number; total_amount: number };
type Account = Named & { balance: number };

const usd = (value: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);
const summaryLine = (summary: Summary) =>
  `${summary.record_count.toLocaleString("en-US")} record${summary.record_count === 1 ? "" : "s"} · Total ${usd(summary.total_amount)}`;
const summaryOf = (page: Page) => page.getByRole("status", { name: "Summary" });
const transactionRows = (page: Page) => page.getByRole("table", { name: "Transactions" }).locator("tbody tr");

/** Today in the owner's time zone (the reports end at its month). */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: e2eEnv().timeZone }).format(new Date());

async function seed() {
  const client = apiClient(await ownerToken());
  const post = async <T>(path: string, body: object) => {
    const { status, body: created } = await client.post<T>(path, body);
    if (status !== 201) throw new Error(`POST ${path} failed: ${status} ${JSON.stringify(created)}`);
    return created;
  };
  const checking = await post<Account>("/money/api/account/", { name: CHECKING });
  const savings = await post<Account>("/money/api/account/", { name: SAVINGS });
  await client.patch(`/money/api/account/${checking.id}/`, { opening_balance: 2500, opening_date: "2024-01-01" });
  const home = await post<Named>("/money/api/category/", { name: HOME, is_parent: true });
  const repairs = await post<Named>("/money/api/category/", { name: REPAIRS, parent_category_id: home.id });
  const day = today();
  const add = (account: Named, transaction_date: string, amount: number, fields: object = {}) =>
    post("/money/api/transaction/", { account_id: account.id, transaction_date, amount, ...fields });
  await add(checking, "2024-03-10", -120.5);
  await add(checking, "2024-09-02", 800);
  await add(checking, day, -310.25, { category_id: repairs.id, notes: `${NOTE} fixed` });
  await add(checking, day, -89.75, { category_id: repairs.id });
  await add(savings, day, 50, { notes: `${NOTE} refund` });
  // Money moved between the two: suggested as a transfer on the Reports page.
  await add(checking, day, -75);
  await add(savings, day, 75);
  return {
    client,
    checking,
    home,
    account: async (id: number) => (await client.get<Account>(`/money/api/account/${id}/`)).body,
    summary: async (query: string) => (await client.get<Summary>(`/money/api/transaction/summary/?${query}`)).body,
  };
}

describe("money: search, balances and reports", () => {
  const browser = useBrowser();
  let data: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    data = await seed();
  });

  it("searches the transactions: the URL keeps the search, the list and summary narrow", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: "/money/" });
    const box = page.getByRole("textbox", { name: "Search transactions" });
    await box.fill(NOTE);
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === NOTE);
    const expected = await data.summary(`search=${NOTE}`);
    expect(expected.record_count).toBe(2);
    await summaryOf(page)
      .filter({ hasText: summaryLine(expected) })
      .waitFor();
    expect(await transactionRows(page).count()).toBe(2);
    // An amount finds the same transaction by its value.
    await box.fill("310.25");
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === "310.25");
    await summaryOf(page)
      .filter({ hasText: summaryLine(await data.summary("search=310.25")) })
      .waitFor();
    await page.getByRole("button", { name: "Clear the search" }).click();
    await page.waitForURL((url) => url.pathname === "/money/" && url.search === "");
  });

  it("shows an account's balance and its chart, and a running balance in its transactions", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: `/money/account/${data.checking.id}/` });
    const account = await data.account(data.checking.id);
    expect(account.balance).toBe(2704.5);
    await page
      .getByLabel("Current balance")
      .filter({ hasText: usd(account.balance) })
      .waitFor();
    const figure = page.getByRole("figure", { name: /Balance at each month's end/ });
    await chartDrawn(figure, "svg path");
    await screenshot(page, "desktop-light-account-balance");

    await page.goto(`${e2eEnv().baseUrl}/money/?account=${data.checking.id}`);
    await page.getByRole("columnheader", { name: "Balance" }).waitFor();
    // The newest row's running balance is the account's balance.
    await transactionRows(page).first().getByText(usd(account.balance)).waitFor();
  });

  it("reads the spending report and opens a bar's transactions", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: "/money/reports/?months=3" });
    const report = page.getByRole("figure", { name: "Spending by category" });
    const bars = report.locator(`g[data-series="category-${data.home.id}"] rect`);
    await bars.first().waitFor({ state: "attached" });
    // Only this month has repairs: the one bar with a height (once the bars have grown in).
    const tallest = () =>
      bars.evaluateAll((rects) => rects.findIndex((rect) => rect.getBoundingClientRect().height > 2));
    await expect.poll(tallest).toBeGreaterThanOrEqual(0);
    await bars.nth(await tallest()).click();
    const [year, month] = today().split("-");
    // Transfers left out, as the report leaves them out.
    const query = `parent_category=${data.home.id}&year=${year}&month=${Number(month)}&amount_type=debit&transfers=exclude`;
    await page.waitForURL((url) => url.pathname === "/money/" && url.search === `?${query}`);
    const summary = await data.summary(query);
    expect(summary).toEqual({ record_count: 2, total_amount: -400 });
    await summaryOf(page)
      .filter({ hasText: summaryLine(summary) })
      .waitFor();
    expect(await transactionRows(page).count()).toBe(2);
    await page.getByRole("status", { name: "Transfers left out" }).waitFor();
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);
    await signIn(page, { returnTo: "/money/reports/?months=3" });
    await chartDrawn(page.getByRole("figure", { name: "Spending by category" }), "svg rect");
    await page.getByRole("figure", { name: "Top payees" }).waitFor();
    await chartDrawn(page.getByRole("figure", { name: /Cash-flow forecast/ }), "svg path");
    await shot("reports");
    await expectNoAxeViolations(page, `reports ${viewport} ${scheme}`);
    await page.goto(`${e2eEnv().baseUrl}/money/account/`);
    await chartDrawn(page.getByRole("figure", { name: /All accounts/ }), "svg path");
    await shot("accounts");
    await expectNoAxeViolations(page, `accounts ${viewport} ${scheme}`);
    await page.goto(`${e2eEnv().baseUrl}/money/account/${data.checking.id}/`);
    await chartDrawn(page.getByRole("figure", { name: /Balance at each month's end/ }), "svg path");
    await shot("account");
    await expectNoAxeViolations(page, `account ${viewport} ${scheme}`);
    await page.goto(`${e2eEnv().baseUrl}/money/?account=${data.checking.id}&search=${NOTE}`);
    await summaryOf(page).waitFor();
    await shot("search");
  });

  it("suggests the move between the two accounts as a transfer and confirms it", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: "/money/reports/" });
    const confirm = page.getByRole("button", { name: new RegExp(`^Confirm transfer: \\$75\\.00 from ${CHECKING}`) });
    await confirm.click();
    await confirm.waitFor({ state: "detached" });
    const transfers = (await data.client.get<{ debit: { amount: number } }[]>("/money/api/transfer/")).body;
    expect(transfers.some((transfer) => transfer.debit.amount === -75)).toBe(true);
  });
});
