import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { openMenuEntry } from "./support/navigation";
import { repoRoot } from "./support/paths";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";

// Issue 4: a statement upload walked as a person would: configure an account's CSV columns,
// upload a bank's CSV, see the counts and the new transactions, upload a second file whose
// descriptions look alike, merge the look-alike pair from the Similar Payees list, and
// re-upload the first file to see nothing imported twice. Then pictures at phone and desktop
// width, light and dark, under artifacts/money-upload/. The e2e server's data persists across
// spec files, so the account and the look-alike payees carry this run's suffix.

/** Letters only: payee normalisation drops digits, and the look-alike names must be this run's. */
const RUN = [...Date.now().toString(26).slice(-5)]
  .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
  .join("");
const ACCOUNT = `Upload Checking ${RUN}`;
const KESTREL = `Kestrel Cafe ${RUN[0]!.toUpperCase()}${RUN.slice(1)}`;
const HERON = `Heron Bakery ${RUN[0]!.toUpperCase()}${RUN.slice(1)}`;

/** The bank's own export (see the fixture folder's README for its configuration and result). */
const CHECKING_CSV = path.resolve(repoRoot, "fixtures/statements/us-banks/checking-signed-amount.csv");
const HEADER = "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #";
/** Two pairs of look-alike descriptions in the same bank's shape: one pair is merged, one stays. */
const LOOK_ALIKES = [
  HEADER,
  `DEBIT,01/10/2024,"${KESTREL.toUpperCase()}",-4.50,DEBIT_CARD,4393.42,,`,
  `DEBIT,01/11/2024,"${KESTREL.toUpperCase()} ROASTERY",-6.25,DEBIT_CARD,4387.17,,`,
  `DEBIT,01/12/2024,"${HERON.toUpperCase()}",-3.75,DEBIT_CARD,4383.42,,`,
  `DEBIT,01/13/2024,"${HERON.toUpperCase()} OUTLET",-8.00,DEBIT_CARD,4375.42,,`,
  "",
].join("\r\n");

type Named = { id: number; name: string };
type Account = Named & Record<string, unknown>;

async function moneyApi() {
  const client = apiClient(await ownerToken());
  const named = async <T extends Named>(listPath: string, name: string) => {
    const found = (await client.get<T[]>(listPath)).body.find((item) => item.name === name);
    if (!found) throw new Error(`Nothing named ${name} at ${listPath}`);
    return found;
  };
  return {
    account: (name: string) => named<Account>("/money/api/account/", name),
    payee: (name: string) => named<Named>("/money/api/payee/", name),
    payeeNames: async () => (await client.get<Named[]>("/money/api/payee/")).body.map((p) => p.name),
    payeeTransactionCount: async (id: number) =>
      (await client.get<{ pagination: { count: number } }>(`/money/api/payee/${id}/transactions/`)).body.pagination
        .count,
    transactionCount: async (accountId: number) =>
      (await client.get<{ record_count: number }>(`/money/api/transaction/summary/?account=${accountId}`)).body
        .record_count,
  };
}

const uploadCard = (page: Page) => page.getByRole("region", { name: "Upload New Transactions" });

/** Chooses a file in the Upload New Transactions card, uploads it and returns the result line. */
async function uploadStatement(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const card = uploadCard(page);
  await card.getByLabel("Statement file").setInputFiles(file);
  await card.getByRole("button", { name: "Upload" }).click();
  // The counts or the refusal; choosing the file cleared the previous one.
  const result = card.getByRole("alert");
  await result.waitFor();
  return (await result.textContent()) ?? "";
}

/** A typed column name saves when the field is left (Tab moves on). */
async function setColumn(page: Page, label: string, value: string) {
  const field = page.getByRole("textbox", { name: label, exact: true });
  await field.fill(value);
  await field.press("Tab");
}

describe("money upload", () => {
  const browser = useBrowser();

  beforeAll(() => setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone }));
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("configures an account, uploads a CSV, merges look-alike payees and re-uploads without duplicates", async () => {
    const money = await moneyApi();
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);
    await openMenuEntry(page, "Money");
    await waitForPath(page, "/money/");
    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Accounts" }).click();
    await page.getByRole("textbox", { name: "New Account" }).fill(ACCOUNT);
    await page.getByRole("button", { name: "Create" }).click();
    await heading(page, ACCOUNT).waitFor();

    // The fixture's configuration (us-banks/README.md): a signed Amount with a Details type column.
    await setColumn(page, "Transaction Date Field", "Posting Date");
    await page.getByRole("combobox", { name: "Date Format" }).click();
    await page.getByRole("option", { name: "MM/DD/YYYY", exact: true }).click();
    await setColumn(page, "Description Field", "Description");
    await setColumn(page, "Amount Field", "Amount");
    await setColumn(page, "Type Field", "Details");
    await expect
      .poll(async () => {
        const account = await money.account(ACCOUNT);
        return [account.transaction_date_field, account.date_format, account.description_field, account.amount_field];
      })
      .toEqual(["Posting Date", "MM/DD/YYYY", "Description", "Amount"]);
    await expect.poll(async () => (await money.account(ACCOUNT)).type_field).toBe("Details");
    const account = await money.account(ACCOUNT);

    // The bank's CSV: five transactions, and the chosen file is cleared for the next one.
    expect(await uploadStatement(page, CHECKING_CSV)).toContain("Imported 5 · 0 duplicates · 0 skipped");
    await uploadCard(page).getByText("No file chosen").waitFor();
    expect(await money.transactionCount(account.id)).toBe(5);

    // The result's link shows them in the ledger, filtered to this account.
    await uploadCard(page).getByRole("link", { name: "View transactions" }).click();
    await page.waitForURL((url) => url.pathname === "/money/" && url.search === `?account=${account.id}`);
    const rows = page.getByRole("table", { name: "Transactions" }).locator("tbody tr");
    await rows.filter({ hasText: "Jan 9, 2024" }).waitFor();
    expect(await rows.count()).toBe(5);
    await rows.filter({ hasText: "Jan 5, 2024" }).getByText("$2,150.00").waitFor();

    // A second file with look-alike descriptions: the server pairs the payees.
    await page.goBack();
    await heading(page, ACCOUNT).waitFor();
    const lookAlikes = { name: "look-alikes.csv", mimeType: "text/csv", buffer: Buffer.from(LOOK_ALIKES) };
    expect(await uploadStatement(page, lookAlikes)).toContain("Imported 4 · 0 duplicates · 0 skipped");
    const kestrel = await money.payee(KESTREL);
    const kestrelSeattle = await money.payee(`${KESTREL} Roastery`);

    // The Similar Payees list, from the Accounts page; merge the Roastery one into the other.
    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Accounts" }).click();
    await page.getByRole("link", { name: "Similar Payees" }).click();
    await waitForPath(page, "/money/payee/similar/");
    await heading(page, "Similar Payees").waitFor();
    const pair = page
      .getByRole("list", { name: "Similar payee pairs" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: `${KESTREL} Roastery`, exact: true }) });
    await pair.getByRole("link", { name: KESTREL, exact: true }).waitFor();
    // Issue 25: "Merge into {kept}" sits beside the payee that goes away.
    const mergeButton = pair.getByRole("button", { name: `Merge into ${KESTREL} (from ${KESTREL} Roastery)` });
    expect(await mergeButton.textContent()).toBe(`Merge into ${KESTREL}`);
    await mergeButton.click();
    const dialog = page.getByRole("dialog", { name: "Merge payees?" });
    await dialog.getByText(`Merge ${KESTREL} Roastery into ${KESTREL}? Its transactions move to ${KESTREL}.`).waitFor();
    await dialog.getByRole("button", { name: "Merge" }).click();
    await dialog.waitFor({ state: "hidden" });
    await pair.waitFor({ state: "detached" });
    expect(await money.payeeNames()).not.toContain(kestrelSeattle.name);
    expect(await money.payeeTransactionCount(kestrel.id)).toBe(2);

    // The kept payee's page lists both transactions; the Heron pair is still suggested.
    await page
      .getByRole("list", { name: "Similar payee pairs" })
      .getByRole("link", { name: HERON, exact: true })
      .first()
      .waitFor();
    await page.goto(`/money/payee/${kestrel.id}/`);
    await page.getByText("2 transactions").waitFor();

    // The first file again: everything is a duplicate, nothing is imported twice.
    await page.goto(`/money/account/${account.id}/`);
    expect(await uploadStatement(page, CHECKING_CSV)).toContain("Imported 0 · 5 duplicates · 0 skipped");
    expect(await money.transactionCount(account.id)).toBe(9);
  });

  it("shows what a refused file's line says", async () => {
    const money = await moneyApi();
    const account = await money.account(ACCOUNT);
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: `/money/account/${account.id}/` });
    const broken = `${HEADER}\r\nDEBIT,13/45/2024,"KESTREL",-1.00,DEBIT_CARD,1.00,,\r\n`;
    await uploadCard(page)
      .getByLabel("Statement file")
      .setInputFiles({ name: "broken.csv", mimeType: "text/csv", buffer: Buffer.from(broken) });
    await uploadCard(page).getByRole("button", { name: "Upload" }).click();
    await uploadCard(page)
      .getByRole("alert")
      .getByText(/^Line 2/)
      .waitFor();
    expect(await money.transactionCount(account.id)).toBe(9);

    // Issue 25, on a phone: a spreadsheet renamed .csv is named as such, not as a missing header.
    const phone = await browser.newPage({ viewport: "phone" });
    await signIn(phone, { returnTo: `/money/account/${account.id}/` });
    await uploadCard(phone)
      .getByLabel("Statement file")
      .setInputFiles({
        name: "statement.csv",
        mimeType: "text/csv",
        buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]),
      });
    await uploadCard(phone).getByRole("button", { name: "Upload" }).click();
    await uploadCard(phone)
      .getByRole("alert")
      .getByText(/not a text\/CSV file/)
      .waitFor();
    await screenshot(phone, "phone-light-binary-refused");
    expect(await money.transactionCount(account.id)).toBe(9);
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const money = await moneyApi();
    const account = await money.account(ACCOUNT);
    const heron = await money.payee(HERON);
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);

    await signIn(page, { returnTo: `/money/account/${account.id}/` });
    expect(await uploadStatement(page, CHECKING_CSV)).toContain("Imported 0 · 5 duplicates · 0 skipped");
    await shot("account-after-upload");

    await page.goto(`/money/payee/${heron.id}/`);
    await page
      .getByRole("table", { name: "Similar Payees" })
      .getByRole("link", { name: `${HERON} Outlet` })
      .waitFor();
    await page.getByRole("checkbox", { name: `Merge ${HERON} Outlet` }).check();
    await page.getByRole("button", { name: "Merge", exact: true }).waitFor();
    await shot("payee-similar");
    await page.getByRole("checkbox", { name: `Merge ${HERON} Outlet` }).uncheck();

    await page.goto("/money/payee/similar/");
    await page
      .getByRole("list", { name: "Similar payee pairs" })
      .getByRole("link", { name: HERON, exact: true })
      .waitFor();
    await shot("similarity-list");
  });
});
