import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { chartDrawn } from "./support/charts";
import { e2eEnv } from "./support/context";
import {
  cellTexts,
  csvFile,
  defaultStar,
  entryForm,
  entryRow,
  fuelApi,
  isoDaysBefore,
  todayIn,
  vehicleCard,
} from "./support/fuel";
import { openMenuEntry } from "./support/navigation";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";
import { backgroundLuminance } from "./support/styles";

// Issue 12: the Fuel log walked as a person would, from no vehicle to the start-up redirect,
// then pictures of the select page, a vehicle page and the entry form at phone and desktop
// width, light and dark, under artifacts/fuel/. Only this spec creates vehicles.

const CSV_HEADER = "Date,Odometer,Gallons,Price,Total,Partial,Missed,Location,Notes";

describe("fuel log", () => {
  const browser = useBrowser();
  const today = () => todayIn(e2eEnv().timeZone);

  // "System" lets each screenshot variant follow the browser's colour scheme.
  beforeAll(async () => {
    await setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone });
    await (await fuelApi()).deleteAll();
  });
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("adds a vehicle and fill-ups, edits one, imports history and starts on the default vehicle", async () => {
    const fuel = await fuelApi();
    const page = await browser.newPage({ viewport: "desktop" });
    const main = page.getByRole("main");
    await signIn(page);

    // No vehicle yet: Fuel Entries lands on the select page, which invites adding one.
    await openMenuEntry(page, "Fuel Entries");
    await waitForPath(page, "/fuel/vehicles/select/");
    await heading(page, "Select Vehicle").waitFor();
    expect(await page.title()).toBe("Select Vehicle · Homebase");
    await main.getByText("No vehicles yet").waitFor();

    await main.getByRole("button", { name: "Add vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add vehicle" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Civic");
    await dialog.getByRole("button", { name: "Add vehicle" }).click();
    const civicCard = vehicleCard(page, "Civic");
    await defaultStar(civicCard).waitFor();
    const civic = await fuel.named("Civic");
    const civicPath = `/fuel/vehicles/vehicle/${civic.slug}/`;

    // Three fill-ups at the pump: full, partial, full. 400 miles on 10 gallons since the first full tank.
    await civicCard.getByRole("link", { name: "Add Fill-up" }).click();
    await waitForPath(page, `${civicPath}entries/add/`);
    await heading(page, "Add Fill-up").waitFor();
    let form = entryForm(page);
    await form.odometer.fill("1000");
    await form.gallons.fill("10");
    await form.price.fill("3.00");
    await form.preview.filter({ hasText: "10.000 gal × $3.000 = $30.00" }).waitFor();
    expect(await form.total.getAttribute("placeholder")).toBe("30.00");
    await form.save.click();
    await waitForPath(page, civicPath);
    await heading(page, "Civic").waitFor();

    await main.getByRole("link", { name: "Add Fill-up" }).click();
    form = entryForm(page);
    await form.odometer.fill("1150");
    await form.gallons.fill("4");
    await form.price.fill("3.10");
    await form.full.uncheck();
    await form.save.click();
    await waitForPath(page, civicPath);

    await main.getByRole("link", { name: "Add Fill-up" }).click();
    form = entryForm(page);
    await form.odometer.fill("1400");
    await form.gallons.fill("6");
    await form.total.fill("18.30");
    await form.preview.filter({ hasText: "6.000 gal × $3.050 = $18.30" }).waitFor();
    await form.save.click();
    await waitForPath(page, civicPath);

    const table = page.getByRole("table", { name: "Fill-ups of Civic" });
    await entryRow(page, "1,400").waitFor();
    const rows = table.getByRole("row");
    expect(await rows.count()).toBe(4);
    expect((await cellTexts(rows.nth(1))).slice(1, 6)).toEqual(["1,400", "$3.050", "6.000", "250", "40.0"]);
    expect((await cellTexts(entryRow(page, "1,150")))[0]).toMatch(/Partial$/);
    await page.getByRole("region", { name: "Summary" }).getByText("40.0", { exact: true }).waitFor();
    expect((await fuel.named("Civic")).entries.map((e) => e.date)).toEqual([today(), today(), today()]);

    // The charts: MPG per fill-up and price per gallon, each drawn and described.
    const mpgChart = page.getByRole("figure", { name: /^MPG per fill-up: 1 fill-up, .*latest 40\.0/ });
    const priceChart = page.getByRole("figure", { name: /^Price per gallon: 3 fill-ups, .*latest \$3\.050/ });
    // A mark per point: the one MPG so far, and a price for each fill-up.
    await chartDrawn(mpgChart, "svg circle");
    await chartDrawn(priceChart, "svg circle");
    await expect.poll(() => mpgChart.locator("svg circle").count()).toBe(1);
    await expect.poll(() => priceChart.locator("svg circle").count()).toBe(3);

    // Edit the partial fill-up's price: the total follows, and so does the table.
    await entryRow(page, "1,150").getByRole("link").first().click();
    await heading(page, "Edit Fill-up").waitFor();
    form = entryForm(page);
    expect(await form.odometer.inputValue()).toBe("1150");
    await form.price.fill("3.20");
    await form.preview.filter({ hasText: "4.000 gal × $3.200 = $12.80" }).waitFor();
    await form.location.fill("Shell on Main");
    await form.save.click();
    await waitForPath(page, civicPath);
    await entryRow(page, "1,150").filter({ hasText: "Shell on Main" }).waitFor();
    expect((await cellTexts(entryRow(page, "1,150"))).slice(1, 3)).toEqual(["1,150", "$3.200"]);
    const edited = (await fuel.named("Civic")).entries.find((e) => e.mileage === 1150);
    expect(edited).toMatchObject({ price_per_gallon: 3.2, total_paid: 12.8, is_full: false });

    // Import (issue 23's flow, Fuelly source): the preview of a file with a bad line names the
    // line and offers no Import; the fixed file is previewed, then goes in.
    const history = [
      `${isoDaysBefore(today(), 30)},400,9,2.90,,0,0,Austin,`,
      `${isoDaysBefore(today(), 20)},700,10,2.95,,0,0,Waco,`,
    ];
    await main.getByRole("button", { name: "Import", exact: true }).click();
    const importDialog = page.getByRole("dialog", { name: "Import fill-ups into Civic" });
    const importInput = importDialog.getByLabel("Fuelly file to import");
    await importInput.setInputFiles(
      csvFile("bad-history.csv", [CSV_HEADER, ...history, `${isoDaysBefore(today(), 10)},650,10,3.00,,0,0,,`]),
    );
    const refusal = importDialog.getByRole("list", { name: "Problems" });
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/Line 4: The odometer reads 700 on .*, so it cannot be 650 here\./);
    expect(await importDialog.getByRole("button", { name: "Import", exact: true }).count()).toBe(0);
    expect((await fuel.named("Civic")).entries).toHaveLength(3);

    await importInput.setInputFiles(csvFile("history.csv", [CSV_HEADER, ...history]));
    await importDialog.getByRole("list", { name: "What the import adds" }).getByText("2 fill-ups").waitFor();
    await importDialog.getByRole("button", { name: "Import", exact: true }).click();
    await importDialog.getByText("Imported 2 fill-ups from history.csv.").waitFor();
    await importDialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => rows.count()).toBe(6);
    // The first fill-up logged today now follows the imported one at 700: 300 miles.
    expect((await cellTexts(entryRow(page, "1,000"))).slice(1, 5)).toEqual(["1,000", "$3.000", "10.000", "300"]);

    // A second vehicle, made the default with its star: Fuel Logs now opens on it.
    await page.getByRole("contentinfo").getByRole("link", { name: "Select Vehicle" }).click();
    await heading(page, "Select Vehicle").waitFor();
    await main.getByRole("button", { name: "Add vehicle" }).click();
    await dialog.getByRole("textbox", { name: "Name" }).fill("Truck");
    await dialog.getByRole("button", { name: "Add vehicle" }).click();
    const truckCard = vehicleCard(page, "Truck");
    await truckCard.getByText("No fill-ups yet.").waitFor();
    await truckCard.getByRole("button", { name: "Make Truck the default vehicle" }).click();
    await defaultStar(truckCard).waitFor();
    await civicCard.getByRole("button", { name: "Make Civic the default vehicle" }).waitFor();
    await expect.poll(async () => (await fuel.named("Truck")).is_default).toBe(true);

    const truck = await fuel.named("Truck");
    await page.goto("/fuel/");
    await waitForPath(page, `/fuel/vehicles/vehicle/${truck.slug}/`);
    await heading(page, "Truck").waitFor();
    expect(await page.title()).toBe("Fuel Logs · Homebase");
  });

  it("issue 25 at phone width: pasted price, the third amount worked out, the odometer error's date", async () => {
    const civic = await (await fuelApi()).ensureHistory("Civic", today());
    const page = await browser.newPage({ viewport: "phone" });
    await signIn(page, { returnTo: `/fuel/vehicles/vehicle/${civic.slug}/entries/add/` });
    const form = entryForm(page);
    // Lower than an earlier day's reading (same-day fill-ups never conflict).
    await form.odometer.fill("500");
    await form.gallons.fill("10");
    await form.price.fill("$3.10");
    expect(await form.price.inputValue()).toBe("3.1");
    expect(await form.total.getAttribute("placeholder")).toBe("31.00");
    await screenshot(page, "phone-light-issue25-entry");
    await form.save.click();
    // The nearest reading before today's date, in the app's date format (not ISO).
    const refusal = page.getByText(/^The odometer reads [\d,.]+ on [A-Z][a-z]{2} \d{1,2}, \d{4}, before this fill-up/);
    await refusal.waitFor();
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    const civic = await (await fuelApi()).ensureHistory("Civic", today());
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);

    await signIn(page, { returnTo: "/fuel/vehicles/select/" });
    await vehicleCard(page, "Civic")
      .getByText(/^Last fill-up/)
      .waitFor();
    const luminance = () => backgroundLuminance(page.locator("main"));
    if (scheme === "dark") await expect.poll(luminance).toBeLessThan(0.05);
    else await expect.poll(luminance).toBeGreaterThan(0.5);
    await shot("select-vehicle");

    await vehicleCard(page, "Civic").getByRole("link", { name: "View Details" }).click();
    await waitForPath(page, `/fuel/vehicles/vehicle/${civic.slug}/`);
    await page.getByRole(viewport === "phone" ? "list" : "table", { name: "Fill-ups of Civic" }).waitFor();
    await chartDrawn(page.getByRole("figure", { name: /^Price per gallon:/ }), "svg circle");
    await chartDrawn(page.getByRole("figure", { name: /^MPG per fill-up:/ }), "svg circle");
    await shot("vehicle");

    await page.getByRole("main").getByRole("link", { name: "Add Fill-up" }).click();
    const form = entryForm(page);
    await form.odometer.fill("1700");
    await form.gallons.fill("9.5");
    await form.price.fill("3.099");
    await form.preview.filter({ hasText: "9.500 gal × $3.099 = $29.44" }).waitFor();
    await shot("entry-form");
  });
});
