import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Currency } from "./Currency";

describe("Currency", () => {
  it.each([
    [1234.5, "$1,234.50"],
    [0, "$0.00"],
    [-12.345, "-$12.35"],
    [1000000, "$1,000,000.00"],
  ])("shows %s as %s (USD, en-US, 2 decimals)", (value, text) => {
    render(<Currency value={value} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("formats another currency in en-US style", () => {
    render(<Currency value={5} currency="EUR" />);
    expect(screen.getByText("€5.00")).toBeInTheDocument();
  });
});
