import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { chooseCalendarDay } from "./support/calendar";
import { chartDrawn } from "./support/charts";
import { e2eEnv } from "./support/context";
import { todayIn } from "./support/fuel";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";
import { formatDay, isoDaysAfter } from "./support/tasks";

// Issue 5: a recurring bill walked as a person would (create with a new payee, see it on
// /bills/ and Home, pay, skip, deactivate, reactivate), then pictures of Bills2Home, Bills2Edit,
// Bills2Create and the Home widget at phone and desktop width, light and dark, under
// artifacts/bills/. The server's data outlives this file, so names are unique per run.

const RUN = Date.now().toString(36).slice(-5);
const BILL = `Internet ${RUN}`;
const PAYEE = `Fiber Co ${RUN}`;
const BILL_API = "/bills/api/v2/bill/";

type ApiStatement = { due_date: string; due_amount: number; payment_status: { id: string } };
type ApiBill = {
  id: number;
  name: string;
  is_active: boolean;
  pay_to: { name: string } | null;
  next_due_statement: ApiStatement | null;
  statements: ApiStatement[];
};

async function billsApi() {
  const client = apiClient(await ownerToken());
  const all = async () => [
    ...(await client.get<ApiBill[]>(BILL_API)).body,
    ...(await client.get<ApiBill[]>(`${BILL_API}?is_active=false`)).body,
  ];
  return { bill: async (name: string) => (await all()).find((b) => b.name === name) };
}

/**
 * The same day `months` months after a Monthly bill's first due date, clamped to the month's end:
 * each statement counts from the first due date, not from the one before it, so a bill first due
 * Jan 31 comes back Feb 28, then Mar 31 (stepping a month at a time would say Mar 28).
 */
function monthsAfter(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + months, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

/** Waits until a due-date box shows `isoDate` ("Tue, Nov 24, 2026"). */
async function dueDateShows(scope: Locator, isoDate: string, label = "Due Date") {
  await expect
    .poll(() => scope.getByRole("textbox", { name: label, exact: true }).inputValue())
    .toBe(formatDay(isoDate));
}

const billCard = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });
const homeWidget = (page: Page): Locator => page.getByRole("region", { name: "Recurring Bills" });

describe("bills", () => {
  const browser = useBrowser();
  const today = () => todayIn(e2eEnv().timeZone);
  let billId = 0;

  beforeAll(() => setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone }));
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("creates a bill with a new payee, pays, skips, deactivates and reactivates it", async () => {
    const api = await billsApi();
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);

    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Recurring Bills" }).click();
    await waitForPath(page, "/bills/");
    await expect.poll(() => page.title()).toBe("Recurring Bills · Homebase");
    await page.getByRole("navigation", { name: "Recurring bills" }).getByRole("link", { name: "Create Bill" }).click();
    await waitForPath(page, "/bills/create/");

    // Defaults: Monthly, every 1, auto pay on, first due today. Due in 2 days, manual pay.
    const form = page.getByRole("form", { name: "New bill" });
    await form.getByRole("combobox", { name: "Frequency" }).filter({ hasText: "Monthly" }).waitFor();
    expect(await form.getByRole("textbox", { name: "Every" }).inputValue()).toBe("1");
    expect(await form.getByRole("switch", { name: /Auto pay/ }).isChecked()).toBe(true);
    expect(await form.getByRole("textbox", { name: "First Due Date" }).inputValue()).toBe(formatDay(today()));
    await form.getByRole("textbox", { name: "Name" }).fill(BILL);
    await form.getByRole("switch", { name: /Auto pay/ }).uncheck();

    // A new payee through the add-new dialog; it is selected once added.
    await form.getByRole("button", { name: "New payee" }).click();
    const dialog = page.getByRole("dialog", { name: "New Payee" });
    await dialog.getByRole("textbox", { name: "Payee Name" }).fill(PAYEE);
    await dialog.getByRole("textbox", { name: "Payee Name" }).press("Enter");
    await dialog.waitFor({ state: "hidden" });
    const payee = form.getByRole("combobox", { name: "Payee" });
    await expect.poll(() => payee.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(PAYEE);

    const due = isoDaysAfter(today(), 2);
    await form.getByRole("button", { name: "Choose the first due date" }).click();
    const picker = page.getByRole("dialog", { name: /First Due Date/ });
    await chooseCalendarDay(picker, due, today());
    await picker.getByRole("button", { name: "OK" }).click();
    await dueDateShows(form, due, "First Due Date");
    await form.getByRole("textbox", { name: "Amount" }).fill("64.99");
    await form.getByRole("button", { name: "Create" }).click();

    // The edit page of the new bill.
    await page.waitForURL(/\/bills\/bill\/\d+\/$/);
    await heading(page, BILL).waitFor();
    const created = await api.bill(BILL);
    expect(created?.pay_to?.name).toBe(PAYEE);
    expect(created?.next_due_statement).toMatchObject({ due_date: due, due_amount: 64.99 });
    billId = created!.id;

    // On /bills/ as a card, and on Home's widget (due within 4 days).
    await page
      .getByRole("navigation", { name: "Recurring bills" })
      .getByRole("link", { name: "Recurring Bills" })
      .click();
    await waitForPath(page, "/bills/");
    const card = billCard(page, BILL);
    await card.getByText(PAYEE).waitFor();
    expect(await card.getByRole("textbox", { name: "Amount" }).inputValue()).toBe("64.99");
    await page.goto("/");
    const widgetRow = homeWidget(page).getByRole("listitem").filter({ hasText: BILL });
    await widgetRow.getByText("in 2 days").waitFor();
    await widgetRow.getByText("$64.99").waitFor();

    // Mark it paid on /bills/: the next statement, a month on, takes its place.
    await page.goto("/bills/");
    await card.getByRole("button", { name: "Mark paid" }).click();
    await expect.poll(async () => (await api.bill(BILL))?.statements.length).toBe(2);
    const afterPay = (await api.bill(BILL))!;
    expect(afterPay.statements[1]?.payment_status.id).toBe("P");
    expect(afterPay.next_due_statement?.due_date).toBe(monthsAfter(due, 1));
    await dueDateShows(card, afterPay.next_due_statement!.due_date);

    // Skip that one: the one after comes up.
    await card.getByRole("button", { name: "Skip" }).click();
    await expect.poll(async () => (await api.bill(BILL))?.statements.length).toBe(3);
    const afterSkip = (await api.bill(BILL))!;
    expect(afterSkip.statements.map((s) => s.payment_status.id)).toEqual(["F", "S", "P"]);
    expect(afterSkip.next_due_statement?.due_date).toBe(monthsAfter(due, 2));
    await dueDateShows(card, afterSkip.next_due_statement!.due_date);

    // Deactivate (confirmed): gone from the list; reactivate from the inactive bills.
    await card.getByRole("button", { name: `Deactivate ${BILL}` }).click();
    await page
      .getByRole("dialog", { name: `Deactivate ${BILL}?` })
      .getByRole("button", { name: "Deactivate" })
      .click();
    await card.waitFor({ state: "detached" });
    await expect.poll(async () => (await api.bill(BILL))?.is_active).toBe(false);
    await page.getByRole("link", { name: "Show inactive bills" }).click();
    await billCard(page, BILL).getByRole("button", { name: "Reactivate" }).click();
    await expect.poll(async () => (await api.bill(BILL))?.is_active).toBe(true);
    await page.getByRole("link", { name: "Show active bills" }).click();
    await billCard(page, BILL).waitFor();
  });

  it("issue 25 at phone width: a past first due date stays due, pasted amounts, Undo of mark paid", async () => {
    const client = apiClient(await ownerToken());
    const name = `Rent ${RUN}`;
    const created = await client.post<{ id: number }>(BILL_API, {
      name,
      is_auto_pay: true,
      due_date: isoDaysAfter(today(), -10),
      due_amount: 900,
    });
    expect(created.status).toBe(201);
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: "/bills/" });
    const card = billCard(page, name);
    // Auto pay was set up after it was due: it is overdue, not silently paid.
    await card.getByText("Overdue", { exact: true }).waitFor();
    await page.getByText("Due this month").waitFor();

    // Pasted currency text is read; a value over the limit is refused with a message.
    const amount = card.getByRole("textbox", { name: "Amount" });
    await amount.fill("$1,450.00");
    await amount.press("Tab");
    await expect.poll(async () => (await api(name))?.next_due_statement?.due_amount).toBe(1450);
    expect(await amount.inputValue()).toBe("1,450.00");
    await amount.fill("99999999999999");
    await amount.press("Tab");
    await card.getByText("Use at most 9,999,999.").waitFor();
    expect((await api(name))?.next_due_statement?.due_amount).toBe(1450);
    await amount.fill("1450");
    await amount.press("Tab");

    // Mark paid offers Undo, which puts the statement back to unpaid.
    await card.getByRole("button", { name: "Mark paid" }).click();
    await expect.poll(async () => (await api(name))?.statements.length).toBe(2);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await api(name))?.statements.map((s) => s.payment_status.id)).toEqual(["F"]);
    await card.getByText("Overdue", { exact: true }).waitFor();
    await client.delete(`${BILL_API}${created.body.id}/`);

    async function api(billName: string) {
      return (await billsApi()).bill(billName);
    }
  });

  describe("screenshots", () => {
    // A few bills due around now, so the pictures show the card grid and the widget's rows
    // (one overdue); removed afterwards so later specs' Home pictures stay as they were.
    const seeded: number[] = [];
    beforeAll(async () => {
      const client = apiClient(await ownerToken());
      const seeds = [
        {
          name: `Phone plan ${RUN}`,
          due_date: isoDaysAfter(today(), 1),
          due_amount: 45,
          external_url: "https://example.com/",
        },
        { name: `Gym ${RUN}`, due_date: isoDaysAfter(today(), -2), due_amount: 29.99 },
        { name: `Car insurance ${RUN}`, due_date: today(), due_amount: 182.4, frequency_id: "M", frequency_count: 6 },
      ];
      for (const seed of seeds) {
        const { status, body } = await client.post<{ id: number }>(BILL_API, { ...seed, is_auto_pay: false });
        expect(status).toBe(201);
        seeded.push(body.id);
      }
    });
    afterAll(async () => {
      const client = apiClient(await ownerToken());
      for (const id of seeded) await client.delete(`${BILL_API}${id}/`);
    });

    it.each(SCREENSHOT_VARIANTS)("at $viewport $scheme", async ({ viewport, scheme }) => {
      const page = await browser.newPage({ viewport, colorScheme: scheme });
      const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);

      await signIn(page, { returnTo: "/bills/" });
      await billCard(page, BILL).waitFor();
      await shot("bills-home");

      await page.goto(`/bills/bill/${billId}/`);
      await heading(page, BILL).waitFor();
      await page.getByRole("article", { name: /^Due / }).first().waitFor();
      await chartDrawn(
        page.getByRole("region", { name: "Payment history" }),
        ".MuiChartsSurface-root, svg[class*='MuiChartsSurface']",
      );
      await shot("bill-edit");

      await page.goto("/bills/create/");
      await page.getByRole("form", { name: "New bill" }).waitFor();
      await shot("bill-create");

      await page.goto("/");
      await homeWidget(page)
        .getByRole("list", { name: "Bills due soon" })
        .or(homeWidget(page).getByText(/Nothing due/))
        .waitFor();
      await shot("home");
    });
  });
});
