import { ThemeProvider } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { appTheme, THEME_VARIABLES_ID, themeVariablesCss } from "./theme";

const styleText = () => [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");

describe("theme: text boxes", () => {
  it("puts MUI's autofill keyframes on the page once, however many text boxes there are (issue 28)", async () => {
    const labels = Array.from({ length: 8 }, (_, i) => `Box ${i}`);
    renderWithProviders(labels.map((label) => <TextField key={label} label={label} />));
    expect(await screen.findByLabelText("Box 7")).toBeInTheDocument();
    const css = styleText();
    expect(css.match(/@keyframes mui-auto-fill\s*\{/g)).toHaveLength(1);
    expect(css.match(/@keyframes mui-auto-fill-cancel\s*\{/g)).toHaveLength(1);
    // Each box still runs the animation MUI listens for to see a browser autofill it.
    expect(css).toMatch(/animation-name:\s*mui-auto-fill-cancel/);
    expect(css).toMatch(/:-webkit-autofill\s*\{[^}]*animation-name:\s*mui-auto-fill;/);
  });
});

/** A stylesheet's rules as "selector { declaration; … }" lines, whatever its spacing or prefixes. */
const rules = (css: string) =>
  [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = "", body = ""]) => {
    const declarations = body
      .split(";")
      .map((part) =>
        part
          .trim()
          .replace(/\s*:\s*/, ":")
          .replace(/\s*,\s*/g, ","),
      )
      // Emotion's prefixer adds vendor copies (-webkit-print-color-scheme): browsers read the
      // standard property.
      .filter((declaration) => declaration && !/^-(webkit|moz|ms)-/.test(declaration));
    return `${selector.trim().replace(/\s*,\s*/g, ",")} { ${declarations.join("; ")} }`;
  });

describe("theme: CSS variables", () => {
  it("writes the same variables MUI's provider would insert, both colour schemes'", () => {
    // MUI's own way, into an empty page: its provider inserts them as a global style.
    document.getElementById(THEME_VARIABLES_ID)?.remove();
    const { unmount } = render(<ThemeProvider theme={appTheme()} defaultMode="light" noSsr />);
    const inserted = styleText();
    unmount();
    const written = themeVariablesCss(appTheme());
    // The page also holds the other tests' component styles: the variables' rules are those on
    // the colour-scheme selectors.
    const schemeRules = rules(inserted).filter((rule) => /^(:root|:root,\.light|\.dark) \{/.test(rule));
    expect(schemeRules).toHaveLength(3);
    expect(rules(written)).toEqual(schemeRules);
    expect(written).toContain(".dark{color-scheme:dark;");
    expect(written).toMatch(/:root,\s*\.light\{color-scheme:light;[^}]*--mui-palette-primary-main:#1867C0;/);
    expect(written).toMatch(/\.dark\{[^}]*--mui-palette-primary-main:#2196F3;/);
  });

  it("puts them on the page once, and the app's provider leaves them out of its styles", () => {
    renderWithProviders(<TextField label="Name" />);
    renderWithProviders(<TextField label="Other" />);
    const sheets = document.querySelectorAll(`#${THEME_VARIABLES_ID}`);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe(themeVariablesCss(appTheme()));
    const others = [...document.querySelectorAll(`style:not(#${THEME_VARIABLES_ID})`)];
    expect(others.map((style) => style.textContent).join("\n")).not.toContain("--mui-palette-primary-main:");
  });
});
