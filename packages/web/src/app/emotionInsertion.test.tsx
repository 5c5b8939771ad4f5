import { render } from "@testing-library/react";
import { createElement } from "react";
import { describe, expect, it } from "vitest";

// The app's styled(): Emotion's browser build, which the app bundles (tests otherwise load
// Emotion's Node build, which takes the insertion hook from a require() that no alias reaches).
// vite.config.ts runs this one file through Vite, so the alias under test applies to it.
const EMOTION_BROWSER_STYLED = new URL(
  "../../../../node_modules/@emotion/styled/base/dist/emotion-styled-base.browser.esm.js",
  import.meta.url,
).pathname;

// Every style rule Emotion has put into the document.
function documentCss(): string {
  return [...document.querySelectorAll("style[data-emotion]")]
    .map(
      (tag) => tag.textContent || [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((r) => r.cssText).join(""),
    )
    .join("");
}

// The document's style rules as a later sibling of the styled element sees them while rendering.
let seenWhileRendering = "";
function LaterSibling() {
  seenWhileRendering = documentCss();
  return null;
}

describe("Emotion's style insertion (vite.config.ts alias)", () => {
  it("puts a styled component's rule into the document while React renders, before its commit", async () => {
    const { default: styled } = await import(/* @vite-ignore */ EMOTION_BROWSER_STYLED);
    const Marked = styled("div")({ outlineOffset: 7 });
    render(
      <>
        {createElement(Marked)}
        <LaterSibling />
      </>,
    );
    expect(seenWhileRendering).toContain("outline-offset:7px");
  });
});
