import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { todayIn } from "./support/fuel";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";
import { smallTapTargets } from "./support/tap-targets";
import { isoDaysAfter } from "./support/tasks";

// Issue 19 item 4: a statement upload pays a bill. Two bills are set up through the API; the
// owner uploads a statement on the account page; one bill is paid by its payment at once (its
// statement says "Paid by …", linking to the transaction, which links back to the bill), and the
// other, with two candidate payments, is offered on the Bills page and accepted there. Then
// pictures and axe scans at phone and desktop width, light and dark, under
// artifacts/bills-paid-by-import/. The server's data outlives this file: names are this run's.

/** Letters only: payee cleaning drops digits, and the payees must be this run's. */
const RUN = [...Date.now().toString(26).slice(-5)]
  .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
  .join("");
const TITLE = `${RUN[0]!.toUpperCase()}${RUN.slice(1)}`;
const WATER = `Waterworks ${TITLE}`;
const PHONE = `Phoneco ${TITLE}`;
const ACCOUNT = `Bill Checking ${TITLE}`;

type Named = { id: number; name: string };
type Statement = { due_date: string; payment_status: { id: string }; transaction: { id: number } | null };
type Bill = Named & { url: string; statements: Statement[] };

const mdY = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function seed(today: string) {
  const client = apiClient(await ownerToken());
  const lookup = async (kind: string, name: string) =>
    (await client.post<Named>(`/bills/api/v2/${kind}/`, { name })).body;
  const account = await lookup("account", ACCOUNT);
  await client.patch(`/money/api/account/${account.id}/`, {
    transaction_date_field: "Date",
    description_field: "Description",
    amount_field: "Amount",
    date_format: "MM/DD/YYYY",
  });
  const bill = async (name: string, payee: string, amount: number) =>
    (
      await client.post<Bill>("/bills/api/v2/bill/", {
        name,
        pay_to_id: (await lookup("payee", payee)).id,
        default_bank_account_id: account.id,
        is_auto_pay: false,
        due_date: isoDaysAfter(today, 3),
        due_amount: amount,
      })
    ).body;
  return { client, account, water: await bill(WATER, WATER, 42.5), phone: await bill(PHONE, PHONE, 60) };
}

describe("bills paid by a statement import", () => {
  const browser = useBrowser();
  const today = () => todayIn(e2eEnv().timeZone);
  let seeded: Awaited<ReturnType<typeof seed>>;
  const billNow = async (bill: Bill) => (await seeded.client.get<Bill>(bill.url)).body;

  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    seeded = await seed(today());
  });
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("pays a bill from the uploaded statement and offers the payment that is not clear-cut", async () => {
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page, { returnTo: `/money/account/${seeded.account.id}/` });
    await heading(page, ACCOUNT).waitFor();
    const csv = [
      "Date,Description,Amount",
      `${mdY(today())},${WATER.toUpperCase()} PAYMENT,-43.10`,
      `${mdY(today())},${PHONE.toUpperCase()},-59.00`,
      `${mdY(isoDaysAfter(today(), -1))},${PHONE.toUpperCase()},-61.00`,
      "",
    ].join("\n");
    const card = page.getByRole("region", { name: "Upload New Transactions" });
    await card
      .getByLabel("Statement file")
      .setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await card.getByRole("button", { name: "Upload" }).click();
    expect(await card.getByRole("alert").textContent()).toContain("Imported 3");

    // The water bill: paid by its payment, linked both ways.
    expect((await billNow(seeded.water)).statements.map((s) => s.payment_status.id).sort()).toEqual(["F", "P"]);
    await page.goto(`/bills/bill/${seeded.water.id}/`);
    await heading(page, WATER).waitFor();
    const paid = page.getByRole("article").filter({ hasText: "Paid by" });
    await expect.poll(() => paid.textContent()).toContain(`Paid by $43.10 to ${WATER}`);
    await paid.getByRole("link", { name: new RegExp(`^\\$43\\.10 to ${WATER}`) }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/money/transaction/"));
    await page.getByText(`Paid bill ${WATER}`).waitFor();
    await page.getByRole("link", { name: WATER, exact: true }).click();
    await waitForPath(page, `/bills/bill/${seeded.water.id}/`);

    // The phone bill: two candidate payments, so it is offered, not paid.
    expect((await billNow(seeded.phone)).statements.map((s) => s.payment_status.id)).toEqual(["F"]);
    await page.goto("/bills/");
    const offers = page.getByRole("region", { name: "Payments to confirm" });
    const offer = offers.getByRole("listitem").filter({ hasText: "$59.00" }).filter({ hasText: PHONE });
    await offer.waitFor();
    await offer.getByRole("button", { name: "Accept" }).click();
    await expect
      .poll(async () => (await billNow(seeded.phone)).statements.map((s) => s.payment_status.id).sort())
      .toEqual(["F", "P"]);
    await offers.getByRole("listitem").filter({ hasText: PHONE }).first().waitFor({ state: "detached" });
  });

  describe("screens", () => {
    beforeAll(async () => {
      // An offer to show: a second payment the water bill's next statement could take, twice.
      const next = (await billNow(seeded.water)).statements.find((s) => s.payment_status.id === "F")!;
      const form = new FormData();
      form.set("account_id", String(seeded.account.id));
      const lines = ["Date,Description,Amount", `${mdY(next.due_date)},${WATER},-42.00`];
      lines.push(`${mdY(isoDaysAfter(next.due_date, -2))},${WATER},-42.90`);
      form.set("file", new Blob([`${lines.join("\n")}\n`]), "next.csv");
      const response = await fetch(new URL("/money/api/upload/", e2eEnv().baseUrl), {
        method: "POST",
        headers: { authorization: `Token ${await ownerToken()}` },
        body: form,
      });
      expect(response.status).toBe(200);
    });

    it.each(SCREENSHOT_VARIANTS)("at $viewport $scheme", async ({ viewport, scheme }) => {
      const page: Page = await browser.newPage({ viewport, colorScheme: scheme });
      const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);
      await signIn(page, { returnTo: "/bills/" });
      await page.getByRole("region", { name: "Payments to confirm" }).getByText(WATER).first().waitFor();
      await shot("bills-offers");
      await expectNoAxeViolations(page, `bills with offers (${viewport} ${scheme})`);
      // Issue 22: every control a thumb can hit.
      if (viewport === "phone") expect(await smallTapTargets(page)).toEqual([]);

      await page.goto(`/bills/bill/${seeded.water.id}/`);
      await page.getByRole("article").filter({ hasText: "Paid by" }).first().waitFor();
      await shot("bill-paid-by");
      await expectNoAxeViolations(page, `bill paid by (${viewport} ${scheme})`);
      if (viewport === "phone") expect(await smallTapTargets(page)).toEqual([]);
    });
  });
});
