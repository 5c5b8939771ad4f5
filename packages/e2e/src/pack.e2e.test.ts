import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, ownerToken, setOwnerSettings } from "./support/api";
import { signIn } from "./support/auth";
import { SCREENSHOT_VARIANTS, useBrowser } from "./support/browser";
import { e2eEnv } from "./support/context";
import { openMenuEntry } from "./support/navigation";
import { screenshot } from "./support/screenshot";
import { heading, waitForPath } from "./support/shell";

// Issue 10: trip packing walked as a person would (items with a photo, a trip, activities,
// packing by double-click, Show Packed and its counts, copying the trip), then pictures of the
// trips page, a trip and the items page at phone and desktop width, light and dark, under
// artifacts/pack/. The server's data outlives this file, so every name carries this run's tag.

const RUN = Date.now().toString(36).slice(-5);
const TRIP = `Yosemite ${RUN}`;
const COPY = `Yosemite again ${RUN}`;
const BOOTS = `Hiking boots ${RUN}`;
const JACKET = `Rain jacket ${RUN}`;
const SOCKS = `Wool socks ${RUN}`;
let tripPath = "";

/** A small landscape JPEG made here, so no binary fixture is committed. */
const photo = (hue: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
        <rect width="480" height="360" fill="#cfe3f5"/>
        <polygon points="0,360 160,140 260,260 340,170 480,360" fill="${hue}"/>
        <circle cx="390" cy="80" r="40" fill="#f6c343"/>
      </svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const itemRow = (scope: Locator, name: string) => scope.getByRole("listitem", { name: new RegExp(`^${name}`) });
const packedToggle = (page: Page) => page.getByRole("button", { name: /^(Show|Hide) Packed/ });

async function newItem(
  page: Page,
  fields: { name: string; brand: string; size: string; color: string; category: string },
) {
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "New item" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(fields.name);
  await dialog.getByRole("textbox", { name: "Brand" }).fill(fields.brand);
  await dialog.getByRole("textbox", { name: "Size" }).fill(fields.size);
  await dialog.getByRole("textbox", { name: "Color" }).fill(fields.color);
  const category = dialog.getByRole("combobox", { name: "Category" });
  await category.fill(fields.category);
  // The category is picked, or offered as new when this server has none of that name yet.
  await page
    .getByRole("option", { name: fields.category, exact: true })
    .or(page.getByRole("option", { name: `Add “${fields.category}”` }))
    .click();
  await expect.poll(() => category.inputValue()).toBe(fields.category);
  await dialog.getByRole("button", { name: "Add item" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${fields.name}` });
  await edit.getByText("Added. You can add a photo now, or close.").waitFor();
  return edit;
}

async function addToActivity(page: Page, activity: string, search: string, name: string) {
  const field = region(page, activity).getByRole("combobox", { name: `Add New Item to ${activity}` });
  await field.fill(search);
  await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  await itemRow(region(page, activity), name).waitFor();
  await page.keyboard.press("Escape");
}

describe("pack", () => {
  const browser = useBrowser();

  beforeAll(() => setOwnerSettings({ theme: "system", time_zone: e2eEnv().timeZone }));
  afterAll(() => setOwnerSettings({ theme: "light" }));

  it("packs a trip: items with a photo, activities, double-click, Show Packed and its counts, a copy", async () => {
    const api = apiClient(await ownerToken());
    const page = await browser.newPage({ viewport: "desktop" });
    await signIn(page);

    await openMenuEntry(page, "Upcoming Trips");
    await waitForPath(page, "/pack");
    await heading(page, "Upcoming Trips").waitFor();
    expect(await page.title()).toBe("Upcoming Trips · Homebase");

    // Items, one with a photo uploaded through the dialog's file input.
    await page.getByRole("navigation", { name: "Trip packing" }).getByRole("link", { name: "Items" }).click();
    await waitForPath(page, "/pack/items/");
    const boots = await newItem(page, {
      name: BOOTS,
      brand: "Merrell",
      size: "10",
      color: "Brown",
      category: "Footwear",
    });
    // A file that only claims to be a photo is refused with the server's reason.
    await boots.getByLabel("Add photo").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not really a photo"),
    });
    await boots
      .getByRole("alert")
      .filter({ hasText: "The photo was not saved: This file is not a photo: use a JPEG, PNG, WebP or HEIC image." })
      .waitFor();
    await boots.getByLabel("Add photo").setInputFiles({
      name: "boots.jpg",
      mimeType: "image/jpeg",
      buffer: await photo("#6d8b5b"),
    });
    const thumbnail = boots.getByRole("img", { name: `Photo of ${BOOTS}` });
    await thumbnail.waitFor();
    expect(await boots.getByText(/The photo was not saved/).count()).toBe(0);
    // Spec §9: the thumbnail fits within 100 × 140.
    expect(await thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      100, 75,
    ]);
    await boots.getByRole("button", { name: "Close" }).click();
    const jacket = await newItem(page, {
      name: JACKET,
      brand: "Patagonia",
      size: "M",
      color: "Blue",
      category: "Clothes",
    });
    await jacket
      .getByLabel("Add photo")
      .setInputFiles({ name: "jacket.jpg", mimeType: "image/jpeg", buffer: await photo("#3b6ea5") });
    await jacket.getByRole("img", { name: `Photo of ${JACKET}` }).waitFor();
    await jacket.getByRole("button", { name: "Close" }).click();
    await (await newItem(page, { name: SOCKS, brand: "Darn Tough", size: "L", color: "Grey", category: "Clothes" }))
      .getByRole("button", { name: "Close" })
      .click();
    await page
      .getByRole("article", { name: BOOTS })
      .getByRole("img", { name: `Photo of ${BOOTS}` })
      .waitFor();

    // A trip from the Start New Trip card (dates default to today), which opens its page.
    await page.getByRole("navigation", { name: "Trip packing" }).getByRole("link", { name: "Trips" }).click();
    const start = page.getByRole("region", { name: "Start New Trip" });
    await start.getByRole("textbox", { name: "Name" }).fill(TRIP);
    await start.getByRole("button", { name: "Create Trip" }).click();
    await page.waitForURL(/\/pack\/trip\/\d+$/);
    tripPath = new URL(page.url()).pathname;
    await heading(page, TRIP).waitFor();
    await region(page, "General").waitFor();
    await page
      .getByLabel("Add trip photo")
      .setInputFiles({ name: "trip.jpg", mimeType: "image/jpeg", buffer: await photo("#8a6f4d") });
    await page.getByRole("img", { name: `Photo of ${TRIP}` }).waitFor();

    // Activities and items; the socks go under two activities, one unique item.
    await page.getByRole("combobox", { name: "Activity" }).fill("Hiking");
    await page.getByRole("button", { name: "Add activity" }).click();
    await region(page, "Hiking").waitFor();
    await addToActivity(page, "Hiking", "merrell", BOOTS); // found by brand
    await addToActivity(page, "Hiking", `socks ${RUN}`, SOCKS);
    await addToActivity(page, "General", "patagonia", JACKET);
    await addToActivity(page, "General", `wool socks ${RUN}`, SOCKS);

    const tripId = Number(tripPath.split("/").at(-1));
    const stats = async () =>
      (await api.get<{ packed_unique_items: number; unique_items: number }>(`/pack/api/trip/${tripId}/stats/`)).body;
    const total = (await stats()).unique_items; // 3, plus any auto-add items on this server
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Show Packed (0 of ${total})`);

    // Pack by double-click: packed items leave the list while Show Packed is off.
    await itemRow(region(page, "Hiking"), BOOTS).getByText(BOOTS, { exact: true }).dblclick();
    await itemRow(region(page, "Hiking"), BOOTS).waitFor({ state: "detached" });
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Show Packed (1 of ${total})`);
    await expect.poll(async () => (await stats()).packed_unique_items).toBe(1);
    // Socks packed under General only: still one unique item left to pack under Hiking.
    await itemRow(region(page, "General"), SOCKS).getByText(SOCKS, { exact: true }).dblclick();
    await itemRow(region(page, "General"), SOCKS).waitFor({ state: "detached" });
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Show Packed (1 of ${total})`);
    await itemRow(region(page, "Hiking"), SOCKS).getByText(SOCKS, { exact: true }).dblclick();
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Show Packed (2 of ${total})`);
    // Hiking is now fully packed, so its card is hidden.
    await region(page, "Hiking").waitFor({ state: "detached" });

    // Show Packed brings them back, struck through, and is saved on the trip.
    await packedToggle(page).click();
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Hide Packed (2 of ${total})`);
    const packedBoots = itemRow(region(page, "Hiking"), BOOTS).getByText(BOOTS, { exact: true });
    expect(await packedBoots.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain("line-through");
    await expect
      .poll(async () => (await api.get<{ show_packed: boolean }>(`/pack/api/trip/${tripId}/`)).body.show_packed)
      .toBe(true);
    // Double-click again unpacks.
    await packedBoots.dblclick();
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Hide Packed (1 of ${total})`);
    await packedBoots.dblclick();
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Hide Packed (2 of ${total})`);

    // Copy: a new trip with the same activities and items, nothing packed.
    await page.getByRole("button", { name: "Copy trip" }).click();
    const dialog = page.getByRole("dialog", { name: `Copy ${TRIP}` });
    await dialog.getByRole("textbox", { name: "Name" }).fill(COPY);
    await dialog.getByRole("button", { name: "Copy trip" }).click();
    await heading(page, COPY).waitFor();
    expect(new URL(page.url()).pathname).not.toBe(tripPath);
    await region(page, "Hiking").waitFor();
    await itemRow(region(page, "Hiking"), BOOTS).waitFor();
    await expect.poll(() => packedToggle(page).textContent()).toBe(`Show Packed (0 of ${total})`);
  });

  it.each(SCREENSHOT_VARIANTS)("screenshots at $viewport $scheme", async ({ viewport, scheme }) => {
    expect(tripPath, "the walk-through above creates the trip").not.toBe("");
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    const shot = (name: string) => screenshot(page, `${viewport}-${scheme}-${name}`);

    await signIn(page, { returnTo: "/pack" });
    await page.getByRole("link", { name: new RegExp(TRIP) }).waitFor();
    await shot("trips");

    await page.goto(tripPath);
    await itemRow(region(page, "Hiking"), BOOTS).waitFor();
    await page.getByRole("img", { name: `Photo of ${TRIP}` }).evaluate((img: HTMLImageElement) => img.decode());
    await shot("trip");

    await page.goto("/pack/items/");
    await page.getByRole("article", { name: BOOTS }).waitFor();
    await shot("items");
    await page.getByRole("article", { name: BOOTS }).getByRole("button", { name: "Edit" }).click();
    await page
      .getByRole("dialog", { name: `Edit ${BOOTS}` })
      .getByRole("img", { name: `Photo of ${BOOTS}` })
      .waitFor();
    await shot("item-dialog");
    await page.keyboard.press("Escape");
    await page.goto("/pack/items/?view=table");
    await page.getByRole("textbox", { name: `Item of ${BOOTS}` }).waitFor();
    await shot("items-table");
  });
});
