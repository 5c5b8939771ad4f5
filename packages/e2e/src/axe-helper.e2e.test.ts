import { describe, expect, it } from "vitest";
import { axeViolations, expectNoAxeViolations } from "./support/axe";
import { useBrowser } from "./support/browser";

// The accessibility helper itself: it must fail on a page with known WCAG violations (else the
// accessibility spec could pass while checking nothing) and pass on a clean one.

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Axe helper</title></head><body><main>${body}</main></body></html>`;

describe("axe helper", () => {
  const browser = useBrowser();

  it("fails on a page with an unlabelled image and low-contrast text, naming rule, impact and element", async () => {
    const tab = await browser.newPage();
    await tab.setContent(
      page(`<h1>Known violations</h1>
        <img id="photo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <p id="faint" style="color:#aaaaaa;background:#ffffff">Hard to read</p>`),
    );

    const error = await expectNoAxeViolations(tab, "known-bad page").then(
      () => null,
      (thrown: Error) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    const message = error?.message ?? "";
    expect(message).toMatch(/^known-bad page: 2 accessibility rules failed on 2 elements/);
    expect(message).toMatch(/ image-alt \(critical\): Images must have alternative text/);
    expect(message).toMatch(/ color-contrast \(serious\): /);
    expect(message).toContain("- #photo");
    expect(message).toContain("- #faint");
    expect(message).toMatch(/insufficient color contrast of 2\.3/);
  });

  it("checks only WCAG 2.1 A/AA rules, and passes a clean page", async () => {
    const tab = await browser.newPage();
    // No landmark around the paragraph: axe's best-practice "region" rule would flag it,
    // WCAG does not, and the helper holds pages to WCAG.
    await tab.setContent(
      `<!doctype html><html lang="en"><head><title>Clean</title></head><body>
        <h1>Clean</h1><p>Readable text.</p>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot">
        <button type="button">Save</button></body></html>`,
    );
    expect(await axeViolations(tab)).toEqual([]);
    await expectNoAxeViolations(tab, "clean page");
  });

  it("holds a page to rules beyond WCAG 2.1 A/AA only when asked", async () => {
    const tab = await browser.newPage();
    await tab.setContent(page("<h1>Title</h1><h3>Skips a level</h3>"));
    expect(await axeViolations(tab)).toEqual([]);
    const violations = await axeViolations(tab, { alsoRules: ["heading-order"] });
    expect(violations.map((violation) => violation.id)).toEqual(["heading-order"]);
  });
});
