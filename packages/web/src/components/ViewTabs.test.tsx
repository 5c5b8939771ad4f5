import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ViewTabs } from "./ViewTabs";

const TABS = [
  { key: "due", label: "By date" },
  { key: "project", label: "By project" },
  { key: "trash", label: "Trash" },
] as const;

describe("ViewTabs", () => {
  it("marks the chosen tab, and picks another on a click", async () => {
    const onChange = vi.fn();
    render(<ViewTabs label="Views" tabs={TABS} value="project" onChange={onChange} />);
    expect(screen.getByRole("tablist", { name: "Views" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "By project" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "By date" })).toHaveAttribute("aria-selected", "false");
    await userEvent.click(screen.getByRole("tab", { name: "Trash" }));
    expect(onChange).toHaveBeenCalledWith("trash");
  });

  it("is one tab stop; the arrow keys, Home and End move between the tabs, Enter picks one", async () => {
    const onChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <ViewTabs label="Views" tabs={TABS} value="project" onChange={onChange} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Before" }));
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "By project" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Trash" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "By date" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Trash" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "By date" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Trash" })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("trash");
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });
});
