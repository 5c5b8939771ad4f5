import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/client";
import { AddNewDialog, type NamedItem } from "./AddNewDialog";

const EXISTING: NamedItem[] = [
  { id: 1, name: "Electric Co" },
  { id: 2, name: "Water Works" },
];

function setup(onCreate: (name: string) => Promise<NamedItem> = async (name) => ({ id: 3, name })) {
  const handlers = { onCreate: vi.fn(onCreate), onSelect: vi.fn(), onClose: vi.fn() };
  render(<AddNewDialog open kind="Payee" existing={EXISTING} {...handlers} />);
  return {
    ...handlers,
    field: screen.getByRole("textbox", { name: "Payee Name" }),
    add: screen.getByRole("button", { name: "Add" }),
  };
}

describe("AddNewDialog", () => {
  it("labels the field after the kind and disables Add while the name is blank", async () => {
    const { field, add } = setup();
    expect(add).toBeDisabled();
    await userEvent.type(field, "   ");
    expect(add).toBeDisabled();
    await userEvent.type(field, "Gas");
    expect(add).toBeEnabled();
  });

  it("creates a new name on Enter and hands back the created item", async () => {
    const { field, onCreate, onSelect, onClose } = setup();
    await userEvent.type(field, "  Gas Co {Enter}");
    expect(onCreate).toHaveBeenCalledWith("Gas Co");
    expect(onSelect).toHaveBeenCalledWith({ id: 3, name: "Gas Co" });
    expect(onClose).toHaveBeenCalled();
  });

  it("reuses an existing name, matched case-insensitively, without calling the server", async () => {
    const { field, add, onCreate, onSelect } = setup();
    await userEvent.type(field, "water WORKS");
    await userEvent.click(add);
    expect(onCreate).not.toHaveBeenCalled();
    expect(onSelect).toHaveBeenCalledWith(EXISTING[1]);
  });

  it("is disabled while creating, then keeps the typed name and shows the error on failure", async () => {
    let fail: (error: Error) => void = () => {};
    const { field, add, onSelect, onClose } = setup(() => new Promise((_resolve, reject) => (fail = reject)));
    await userEvent.type(field, "Gas Co");
    await userEvent.click(add);
    expect(field).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();

    fail(new ApiError(400, { detail: "Invalid input.", code: "invalid", fields: { name: ["Name is too long."] } }));

    expect(await screen.findByText("Name is too long.")).toBeInTheDocument();
    expect(field).toBeEnabled();
    expect(field).toHaveValue("Gas Co");
    expect(onSelect).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes with Escape and with Cancel", async () => {
    const { onClose } = setup();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
