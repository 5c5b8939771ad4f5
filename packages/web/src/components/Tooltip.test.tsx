import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tooltip } from "./Tooltip";

describe("Tooltip", () => {
  it("names its child as MUI's Tooltip does, before and after that arrives, and then shows on hover", async () => {
    render(
      <>
        <Tooltip title="Delete">
          <button type="button">×</button>
        </Tooltip>
        <Tooltip title="Mark every episode up to here">
          <button type="button" aria-label="Watched up to S1E3">
            ✓
          </button>
        </Tooltip>
        <Tooltip title="Added to every new trip" describeChild>
          <button type="button">Auto Add</button>
        </Tooltip>
      </>,
    );
    const names = () => {
      expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Watched up to S1E3" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Auto Add" })).toHaveAccessibleDescription("Added to every new trip");
    };
    // The first render cannot have MUI's Tooltip yet: its import resolves later.
    expect(document.querySelector("[data-mui-internal-clone-element]")).toBeNull();
    names();

    // MUI's Tooltip marks the child it wraps (in development builds) once it has arrived.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Delete" })).toHaveAttribute("data-mui-internal-clone-element"),
    );
    names();
    fireEvent.mouseOver(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Delete");
  });
});
