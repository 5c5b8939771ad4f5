import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { screenshot } from "./support/screenshot";
import { heading } from "./support/shell";

// Issue 19: a rule files existing transactions (its preview count shown first), and a bulk edit
// from the transactions table. The e2e server's data persists across spec files, so everything
// here carries this run's suffix and the table is always filtered to this run's payees.

const RUN = Date.now().toString(36).slice(-5);
const COFFEE_SHOP = `Gullwing Coffee ${RUN}`;
const BOOKSHOP = `Gullwing Books ${RUN}`;

type Named = { id: number; name: string };

async function seed() {
  const client = apiClient(await ownerToken());
  const create = async (path: string, body: unknown) => {
    const { status, body: created } = await client.post<Named>(path, body);
    if (status !== 201 && status !== 200) throw new Error(`POST ${path}: ${status} ${JSON.stringify(created)}`);
    return created;
  };
  const account = await create("/money/api/account/", { name: `Rules Checking ${RUN}` });
  const leisure = await create("/money/api/category/", { name: `Leisure ${RUN}`, is_parent: true });
  const coffee = await create("/money/api/category/", { name: `Coffee ${RUN}`, parent_category_id: leisure.id });
  const books = await create("/money/api/category/", { name: `Books ${RUN}`, parent_category_id: leisure.id });
  const coffeeShop = await create("/money/api/payee/", { name: COFFEE_SHOP });
  const bookshop = await create("/money/api/payee/", { name: BOOKSHOP });
  for (const [payee, amount, date] of [
    [coffeeShop, -4.5, "2024-06-03"],
    [coffeeShop, -5.25, "2024-06-10"],
    [bookshop, -18, "2024-06-04"],
    [bookshop, -22.5, "2024-06-11"],
    [bookshop, -9.99, "2024-06-12"],
  ] as const) {
    await create("/money/api/transaction/", {
      account_id: account.id,
      payee_id: payee.id,
      transaction_date: date,
      amount,
    });
  }
  const categoryOf = async (payeeId: number) =>
    (
      await client.get<{ results: { category: Named | null }[] }>(`/money/api/transaction/?payee=${payeeId}`)
    ).body.results.map((t) => t.category?.name ?? null);
  return { coffee, books, coffeeShop, bookshop, categoryOf };
}

const table = (page: Page) => page.getByRole("table", { name: "Transactions" });

describe("money rules and bulk edit", () => {
  const browser = useBrowser();
  let data: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    data = await seed();
  });
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("a rule, previewed, files the existing transactions of a payee", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: "/money/" });
    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Rules" }).click();
    await heading(page, "Rules").waitFor();

    const form = page.getByRole("form", { name: "New rule" });
    await form.getByRole("combobox", { name: "Payee is" }).fill(COFFEE_SHOP);
    await page.getByRole("option", { name: COFFEE_SHOP, exact: true }).click();
    await form.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: `Coffee ${RUN}`, exact: true }).click();
    await form.getByRole("button", { name: "Add rule" }).click();

    const rule = page.getByRole("listitem").filter({ hasText: `payee is ${COFFEE_SHOP}` });
    await rule.getByText("Would change 2 existing transactions").waitFor();
    await screenshot(page, "rule-preview");
    expect(await data.categoryOf(data.coffeeShop.id)).toEqual([null, null]);
    await rule.getByRole("button", { name: "Apply to existing" }).click();
    await rule.getByText("Changed 2 transactions").waitFor();
    expect(await data.categoryOf(data.coffeeShop.id)).toEqual([`Coffee ${RUN}`, `Coffee ${RUN}`]);

    // The transactions page shows the new categories.
    await page.goto(`/money/?payee=${data.coffeeShop.id}`);
    await table(page).getByText(`Coffee ${RUN} (Leisure ${RUN})`).first().waitFor();
    expect(await table(page).getByText(`Coffee ${RUN} (Leisure ${RUN})`).count()).toBe(2);
  });

  it("a bulk edit from the table sets the category of every chosen transaction", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: `/money/?payee=${data.bookshop.id}` });
    const boxes = table(page).getByRole("checkbox");
    await boxes.nth(1).waitFor();
    expect(await boxes.count()).toBe(4); // the page's box and three rows
    await boxes.nth(1).check();
    await page.keyboard.down("Shift");
    await boxes.nth(3).click();
    await page.keyboard.up("Shift");
    const bar = page.getByRole("region", { name: "Bulk edit" });
    await bar.getByText("3 transactions selected").waitFor();
    const setCategory = bar.getByRole("combobox", { name: "Set category" });
    await setCategory.click();
    // Chosen from the keyboard: the categories may still be arriving, and the menu that grows
    // with them can move from under a pointer's click (a CI run's click landed off the menu).
    await page.getByRole("option", { name: `Books ${RUN}`, exact: true }).press("Enter");
    await setCategory.getByText(`Books ${RUN} (Leisure ${RUN})`).waitFor();
    await screenshot(page, "bulk-edit");
    await bar.getByRole("button", { name: "Apply to 3 transactions" }).click();
    await page.getByRole("status").filter({ hasText: "Changed 3 transactions." }).waitFor();
    await expect.poll(() => table(page).getByText(`Books ${RUN} (Leisure ${RUN})`).count()).toBe(3);
    expect(await data.categoryOf(data.bookshop.id)).toEqual([`Books ${RUN}`, `Books ${RUN}`, `Books ${RUN}`]);
  });

  it("on a phone: Select, a box per row, the docked bar removes a tag and uncategorises", async () => {
    const client = apiClient(await ownerToken());
    const tag = (await client.post<Named>("/money/api/tag/", { name: `gift ${RUN}` })).body;
    const ids = (
      await client.get<{ results: { id: number }[] }>(`/money/api/transaction/?payee=${data.bookshop.id}`)
    ).body.results.map((t) => t.id);
    await client.patch("/money/api/transaction/bulk/", { ids, set: { add_tag_ids: [tag.id] } });

    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: `/money/?payee=${data.bookshop.id}` });
    const list = page.getByRole("list", { name: "Transactions" });
    await list.getByRole("listitem").nth(2).waitFor();
    await page.getByRole("button", { name: "Select", exact: true }).click();
    const boxes = list.getByRole("checkbox");
    expect(await boxes.count()).toBe(3);
    // Each box is a 44 px target.
    const box = await boxes.first().locator("xpath=..").boundingBox();
    expect(box && Math.round(box.width) >= 44 && Math.round(box.height) >= 44).toBe(true);
    await page.getByRole("checkbox", { name: "All on this page" }).check();
    const bar = page.getByRole("region", { name: "Bulk edit" });
    await bar.getByText("3 transactions selected").waitFor();
    const placed = await bar.boundingBox();
    expect(placed && Math.round(placed.y + placed.height)).toBe(page.viewportSize()!.height);
    expect(placed?.width).toBeLessThanOrEqual(390);
    await screenshot(page, "phone-bulk-select");
    await bar.getByRole("button", { name: "Edit 3 transactions" }).click();
    await bar.getByRole("combobox", { name: "Set category" }).click();
    await page.getByRole("option", { name: "Uncategorized", exact: true }).click();
    await bar.getByRole("combobox", { name: "Tag change" }).click();
    await page.getByRole("option", { name: "Remove", exact: true }).click();
    await bar.getByRole("combobox", { name: "Tags" }).fill(`gift ${RUN}`);
    await page.getByRole("option", { name: `gift ${RUN}`, exact: true }).click();
    await screenshot(page, "phone-bulk-edit");
    await bar.getByRole("button", { name: "Apply to 3 transactions" }).click();
    await page.getByRole("status").filter({ hasText: "Changed 3 transactions." }).waitFor();
    expect(await boxes.count()).toBe(0); // selection mode left
    expect(await data.categoryOf(data.bookshop.id)).toEqual([null, null, null]);
    const tagged = await client.get<{ record_count: number }>(`/money/api/transaction/summary/?tag=${tag.id}`);
    expect(tagged.body.record_count).toBe(0);

    // Escape leaves selection mode.
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await boxes.first().check();
    await bar.waitFor();
    await page.keyboard.press("Escape");
    await bar.waitFor({ state: "detached" });
    expect(await boxes.count()).toBe(0);
  });

  it("Similar Payees offers to tidy a name an older cleaner made, old → new, asking first", async () => {
    // Only shown and asked here, not applied: tidying renames every such payee of the shared owner.
    const client = apiClient(await ownerToken());
    const old = `Gullwing Mktpl*2K4AB1CD2 ${RUN}`;
    await client.post("/money/api/payee/", { name: old });
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: "/money/payee/similar/" });
    const card = page.getByRole("region", { name: "Tidy payee names" });
    await card
      .getByRole("listitem")
      .filter({ hasText: `${old} → Gullwing Mktpl` })
      .waitFor();
    await card.getByRole("button", { name: "Tidy payee names" }).click();
    const dialog = page.getByRole("dialog", { name: "Tidy payee names?" });
    await dialog.getByText(/^Tidy \d+ payees?: rename/).waitFor();
    await screenshot(page, "phone-tidy-payees");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    await signIn(page, { returnTo: "/money/payee/similar/" });
    await page.getByRole("region", { name: "Tidy payee names" }).waitFor();
    await screenshot(page, `${viewport}-${scheme}-tidy-payees`);
    await page.goto("/money/rules/");
    await page.getByRole("list", { name: "Rules" }).waitFor();
    await screenshot(page, `${viewport}-${scheme}-rules`);
    await page.goto(`/money/?payee=${data.bookshop.id}`);
    if (viewport === "desktop") {
      await table(page).getByRole("checkbox").nth(1).check();
    } else {
      await page.getByRole("button", { name: "Select", exact: true }).click();
      await page.getByRole("list", { name: "Transactions" }).getByRole("checkbox").nth(1).check();
      await page
        .getByRole("region", { name: "Bulk edit" })
        .getByRole("button", { name: /^Edit / })
        .click();
    }
    await page.getByRole("region", { name: "Bulk edit" }).waitFor();
    await screenshot(page, `${viewport}-${scheme}-bulk-edit`);
  });
});
