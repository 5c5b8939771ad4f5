import { DEFAULT_BIBLE_URL_TEMPLATE } from "@homebase/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../app/modules";
import { navItems } from "../../app/navigation";
import { SETTINGS } from "../../test/fakeApi";
import { preloadRoute, renderApp } from "../../test/render";
import { bibleApi } from "./testing";

// The page's code is loaded before the first test, not inside its UI waits (see preloadRoute).
beforeAll(() => preloadRoute("/bible/"), 60_000);

const SETTINGS_PATH = "/auth/users/me/settings/";
const withTemplate = { ...SETTINGS, bible_url_template: DEFAULT_BIBLE_URL_TEMPLATE };

async function bibleSection() {
  const heading = await screen.findByRole("heading", { level: 2, name: "Bible" });
  return heading.closest("section") as HTMLElement;
}

describe("Bible module", () => {
  it("is in the menu as Reading Plan, at /bible/schedule/", () => {
    expect(navItems(modules).find((item) => item.label === "Reading Plan")?.path).toBe("/bible/schedule/");
  });

  it("opens BibleReading titled Reading Plan, and sends /bible/ there", async () => {
    bibleApi();
    renderApp("/bible/");
    await waitFor(() => expect(document.title).toBe("Reading Plan · Homebase"));
    expect(await screen.findByRole("heading", { name: "Memorization" })).toBeInTheDocument();
  });

  it("saves the passage link in Settings when the field is left", async () => {
    const api = bibleApi({
      routes: {
        [`GET ${SETTINGS_PATH}`]: { status: 200, body: withTemplate },
        [`PATCH ${SETTINGS_PATH}`]: (request) => ({
          status: 200,
          body: { ...withTemplate, ...(request.body as object) },
        }),
      },
    });
    renderApp("/settings/");
    const field = await within(await bibleSection()).findByRole("textbox", { name: "Passage link" });
    expect(field).toHaveValue(DEFAULT_BIBLE_URL_TEMPLATE);
    await userEvent.clear(field);
    await userEvent.type(field, "https://www.esv.org/{{passage}/");
    await userEvent.tab();
    await waitFor(() =>
      expect(api.bodies("PATCH", SETTINGS_PATH)).toEqual([{ bible_url_template: "https://www.esv.org/{passage}/" }]),
    );
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
  });

  it("refuses a passage link without {passage}, saying why", async () => {
    const api = bibleApi({ routes: { [`GET ${SETTINGS_PATH}`]: { status: 200, body: withTemplate } } });
    renderApp("/settings/");
    const field = await within(await bibleSection()).findByRole("textbox", { name: "Passage link" });
    await userEvent.clear(field);
    await userEvent.type(field, "https://www.esv.org/");
    await userEvent.tab();
    expect(await screen.findByText(/^Use an http\(s\) address containing \{passage\}/)).toBeInTheDocument();
    expect(api.bodies("PATCH", SETTINGS_PATH)).toEqual([]);
  });
});
