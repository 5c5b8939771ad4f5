import TextField from "@mui/material/TextField";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";

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
