import { mdiHome } from "@mdi/js";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon";

describe("Icon", () => {
  it("draws the mdi path and stays out of the accessibility tree", () => {
    const { container } = render(<Icon path={mdiHome} />);
    const svg = container.querySelector("svg");
    expect(svg?.querySelector("path")?.getAttribute("d")).toBe(mdiHome);
    expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  it("is announced when given a title", () => {
    render(<Icon path={mdiHome} titleAccess="Home" />);
    expect(screen.getByRole("img", { name: "Home" })).toBeInTheDocument();
  });
});
