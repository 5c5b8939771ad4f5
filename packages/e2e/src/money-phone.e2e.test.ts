import type { Locator } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiClient, ownerToken } from "./support/api";
import { signIn } from "./support/auth";
import { useBrowser } from "./support/browser";
import { screenshot } from "./support/screenshot";
import { heading } from "./support/shell";

// Issue 25, "Money screens", walked at phone width (390px): the categories table keeps a long
// name whole, Similar Payees puts "Merge into {kept}" beside the payee that goes away, and a
// real image renamed .csv is refused as not a text/CSV file. The shared owner's data persists
// across spec files, so names carry this run's suffix.

const RUN = Date.now().toString(36).slice(-5);
const PARENT = `Household ${RUN}`;
const SUBSCRIPTIONS = "Subscriptions";
const KEPT = `Osprey Books ${RUN}`;
const GONE = `Osprey Books ${RUN} Portland`;
const ACCOUNT = `Phone Checking ${RUN}`;

type Named = { id: number; name: string; url: string };

async function moneyApi() {
  const client = apiClient(await ownerToken());
  const created = async <T>(path: string, body: unknown) => {
    const response = await client.post<T>(path, body);
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  return {
    client,
    created,
    /** The category named `name` (made under `parentId` when missing: an earlier spec may have made it). */
    category: async (name: string, parentId: number) =>
      (await client.get<Named[]>("/money/api/category/")).body.find((c) => c.name === name) ??
      created<Named>("/money/api/category/", { name, parent_category_id: parentId, is_included: true }),
    payeeNames: async () => (await client.get<Named[]>("/money/api/payee/")).body.map((p) => p.name),
    transactionCount: async (accountId: number) =>
      (await client.get<{ record_count: number }>(`/money/api/transaction/summary/?account=${accountId}`)).body
        .record_count,
  };
}

/** Vertical centre of an element, to tell which line of a wrapped row it sits on. */
async function middle(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element not on screen");
  return box.y + box.height / 2;
}

describe("money screens on a phone", () => {
  const browser = useBrowser();

  it("keeps Subscriptions whole, merges from the side that goes away, refuses an image renamed .csv", async () => {
    const money = await moneyApi();
    const parent = await money.created<Named>("/money/api/category/", {
      name: PARENT,
      is_parent: true,
      is_included: true,
    });
    await money.category(SUBSCRIPTIONS, parent.id);
    await money.created("/money/api/payee/", { name: KEPT });
    await money.created("/money/api/payee/", { name: GONE });
    const page = await browser.newPage({ viewport: "phone" });

    // Categories: the name field shows all of "Subscriptions".
    await signIn(page, { returnTo: "/money/category/" });
    const name = page.getByRole("textbox", { name: `Name of ${SUBSCRIPTIONS}`, exact: true });
    await name.waitFor();
    expect(await name.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await name.scrollIntoViewIfNeeded();
    await screenshot(page, "phone-light-categories");

    // Similar Payees: "Merge into {kept}" is on the line of the payee that disappears.
    await page.goto("/money/payee/similar/");
    await heading(page, "Similar Payees").waitFor();
    const pair = page
      .getByRole("list", { name: "Similar payee pairs" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: GONE, exact: true }) });
    const goneLink = pair.getByRole("link", { name: GONE, exact: true });
    const keptLink = pair.getByRole("link", { name: KEPT, exact: true });
    const mergeIntoKept = pair.getByRole("button", { name: `Merge into ${KEPT} (from ${GONE})` });
    await mergeIntoKept.waitFor();
    expect(Math.abs((await middle(mergeIntoKept)) - (await middle(goneLink)))).toBeLessThan(12);
    expect(Math.abs((await middle(mergeIntoKept)) - (await middle(keptLink)))).toBeGreaterThan(12);
    await pair.scrollIntoViewIfNeeded();
    await screenshot(page, "phone-light-similar-payees");
    await mergeIntoKept.click();
    const dialog = page.getByRole("dialog", { name: "Merge payees?" });
    await dialog.getByText(`Merge ${GONE} into ${KEPT}?`, { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Merge" }).click();
    await expect.poll(money.payeeNames).not.toContain(GONE);
    expect(await money.payeeNames()).toContain(KEPT);

    // Upload: a real PNG photo renamed statement.csv is named for what it is, and nothing is stored.
    const account = await money.created<Named>("/money/api/account/", { name: ACCOUNT });
    await money.client.patch(account.url, {
      transaction_date_field: "Date",
      date_format: "MM/DD/YYYY",
      description_field: "Description",
      amount_field: "Amount",
    });
    const noise = Buffer.from(Array.from({ length: 48 * 48 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(noise, { raw: { width: 48, height: 48, channels: 3 } })
      .png()
      .toBuffer();
    await page.goto(`/money/account/${account.id}/`);
    const upload = page.getByRole("region", { name: "Upload New Transactions" });
    await upload
      .getByLabel("Statement file")
      .setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: png });
    await upload.getByRole("button", { name: "Upload" }).click();
    await upload
      .getByRole("alert")
      .getByText(/not a text\/CSV file/)
      .waitFor();
    await upload.scrollIntoViewIfNeeded();
    await screenshot(page, "phone-light-image-refused");
    expect(await money.transactionCount(account.id)).toBe(0);
  });
});
