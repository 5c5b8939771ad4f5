import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { repoRoot } from "./support/paths";
import { screenshot } from "./support/screenshot";
import { heading } from "./support/shell";

// Issue 19: a German bank's CSV (semicolons, decimal commas, a preamble before the header,
// DD.MM.YY dates) imported through the preview without typing a column name: choosing the file
// shows the columns pre-filled from the guess and the rows as they will be stored; changing a
// select re-reads them; importing saves the mapping on the account. The e2e server's data
// persists across spec files, so the account carries this run's suffix.

const RUN = Date.now().toString(36);
const ACCOUNT = `Girokonto ${RUN}`;
const DKB_CSV = path.resolve(repoRoot, "fixtures/statements/rechnungspilot/dkb.csv");

type Account = { id: number; name: string; url: string } & Record<string, unknown>;

async function accountNamed(name: string): Promise<Account> {
  const client = apiClient(await ownerToken());
  const found = (await client.get<Account[]>("/money/api/account/")).body.find((account) => account.name === name);
  if (!found) throw new Error(`No account named ${name}`);
  return found;
}

describe("money statement preview", () => {
  const browser = useBrowser();
  let accountId = 0;

  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    const client = apiClient(await ownerToken());
    accountId = (await client.post<Account>("/money/api/account/", { name: ACCOUNT })).body.id;
  });
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("imports a CSV through the preview without typing a column name", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: `/money/account/${accountId}/` });
    await heading(page, ACCOUNT).waitFor();
    const card = page.getByRole("region", { name: "Upload New Transactions" });
    await card.getByLabel("Statement file").setInputFiles(DKB_CSV);

    // The guess: every select is filled from the file, and the rows read as they will be stored.
    const preview = card.getByTestId("statement-preview");
    const table = preview.getByRole("table", { name: "As they will be stored" });
    await table.getByText("Max Mustermann").first().waitFor();
    expect(await preview.getByRole("combobox", { name: "Transaction Date Field" }).textContent()).toBe("Buchungsdatum");
    expect(await preview.getByRole("combobox", { name: "Amount Field" }).textContent()).toBe("Betrag (€)");
    expect(await preview.getByRole("combobox", { name: "Date Format" }).textContent()).toBe("DD.MM.YY");
    await preview.getByText("8 transactions").waitFor();
    const firstRow = table.locator("tbody tr").first();
    expect(await firstRow.textContent()).toBe("Dec 8, 2025Max Mustermann$200.00");
    await expectNoAxeViolations(page, "account page with a statement preview");

    // A different description column: the rows are read again with it.
    await preview.getByRole("combobox", { name: "Description Field" }).click();
    await page.getByRole("option", { name: "Verwendungszweck", exact: true }).click();
    await table.getByText("KTO xxxx Abschlag Strom").waitFor();
    await screenshot(page, "desktop-preview");

    await card.getByRole("button", { name: "Upload" }).click();
    await card.getByRole("alert").filter({ hasText: "Imported 8 · 0 duplicates · 0 skipped" }).waitFor();

    // The mapping the rows were read with is now the account's Upload Configuration.
    const account = await accountNamed(ACCOUNT);
    expect([
      account.transaction_date_field,
      account.date_format,
      account.description_field,
      account.amount_field,
    ]).toEqual(["Buchungsdatum", "DD.MM.YY", "Verwendungszweck", "Betrag (€)"]);
    const client = apiClient(await ownerToken());
    const summary = await client.get<{ record_count: number }>(`/money/api/transaction/summary/?account=${accountId}`);
    expect(summary.body.record_count).toBe(8);
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    await signIn(page, { returnTo: `/money/account/${accountId}/` });
    await heading(page, ACCOUNT).waitFor();
    const card = page.getByRole("region", { name: "Upload New Transactions" });
    await card.getByLabel("Statement file").setInputFiles(DKB_CSV);
    await card.getByTestId("statement-preview").getByRole("table").waitFor();
    await screenshot(page, `${viewport}-${scheme}-preview`);
  });
});
