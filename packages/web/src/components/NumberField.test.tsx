import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NumberField, type NumberFieldProps, normalizeNumber } from "./NumberField";

function Harness(
  props: Omit<NumberFieldProps, "value" | "onChange" | "label"> & {
    initial?: number | null;
    onCommit?: (value: number | null) => void;
  },
) {
  const { initial = null, onCommit, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberField
      label="Gallons"
      value={value}
      onChange={(next) => {
        setValue(next);
        onCommit?.(next);
      }}
      {...rest}
    />
  );
}

const field = () => screen.getByRole("textbox", { name: "Gallons" });

describe("NumberField", () => {
  it("clamps to min and max when the value is committed", async () => {
    const onCommit = vi.fn();
    render(<Harness min={0} max={100} onCommit={onCommit} />);
    await userEvent.type(field(), "250");
    expect(field()).toHaveValue("250");
    await userEvent.tab();
    expect(onCommit).toHaveBeenLastCalledWith(100);
    expect(field()).toHaveValue("100");
  });

  it("limits decimals to its precision while typing, and commits on Enter", async () => {
    const onCommit = vi.fn();
    render(<Harness precision={3} onCommit={onCommit} />);
    await userEvent.type(field(), "12.34567{Enter}");
    expect(onCommit).toHaveBeenLastCalledWith(12.345);
    expect(field()).toHaveValue("12.345");
  });

  it("rejects letters, a second point and, when negatives are not allowed, the minus sign", async () => {
    render(<Harness min={0} />);
    await userEvent.type(field(), "-1a2.5.6e");
    expect(field()).toHaveValue("12.56");
  });

  it("takes whole numbers only at precision 0 and raises values below min", async () => {
    const onCommit = vi.fn();
    render(<Harness min={5} precision={0} onCommit={onCommit} />);
    await userEvent.type(field(), "3.7");
    expect(field()).toHaveValue("37");
    await userEvent.clear(field());
    await userEvent.type(field(), "3");
    await userEvent.tab();
    expect(onCommit).toHaveBeenLastCalledWith(5);
  });

  it("shows the value with its precision and commits null when emptied", async () => {
    const onCommit = vi.fn();
    render(<Harness initial={3.5} precision={2} onCommit={onCommit} />);
    expect(field()).toHaveValue("3.50");
    await userEvent.clear(field());
    await userEvent.tab();
    expect(onCommit).toHaveBeenLastCalledWith(null);
  });

  it("does not report a commit when nothing changed", async () => {
    const onCommit = vi.fn();
    render(<Harness initial={7} onCommit={onCommit} />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it.each([
    [150, 0, 100, 2, 100],
    [-3, 0, 100, 2, 0],
    [1.23456, undefined, undefined, 2, 1.23],
    [2.5, undefined, undefined, 0, 3],
  ])("normalizeNumber(%s, min %s, max %s, precision %s) = %s", (value, min, max, precision, expected) => {
    expect(normalizeNumber(value, min, max, precision)).toBe(expected);
  });

  describe("currency (issue 25)", () => {
    it('takes a pasted "$1,450.00" and shows it grouped when not being edited', async () => {
      const onCommit = vi.fn();
      render(<Harness currency min={0} max={9_999_999} precision={2} onCommit={onCommit} />);
      await userEvent.click(field());
      await userEvent.paste("$1,450.00");
      await userEvent.tab();
      expect(onCommit).toHaveBeenLastCalledWith(1450);
      expect(field()).toHaveValue("1,450.00");
    });

    it("says why it cannot read the text and keeps it to correct", async () => {
      const onCommit = vi.fn();
      render(<Harness currency min={0} max={9_999_999} precision={2} onCommit={onCommit} />);
      await userEvent.click(field());
      await userEvent.paste("twelve");
      await userEvent.tab();
      expect(onCommit).not.toHaveBeenCalled();
      expect(field()).toHaveValue("twelve");
      expect(field()).toHaveAccessibleDescription("Enter an amount such as 1,450.00.");
    });

    it("refuses a value over the limit with a message instead of cutting it", async () => {
      const onCommit = vi.fn();
      render(<Harness currency initial={10} min={0} max={9_999_999} precision={2} onCommit={onCommit} />);
      await userEvent.clear(field());
      await userEvent.type(field(), "99999999999999");
      await userEvent.tab();
      expect(onCommit).not.toHaveBeenCalled();
      expect(field()).toHaveAccessibleDescription("Use at most 9,999,999.");
      expect(field()).toHaveAttribute("aria-invalid", "true");
    });

    it("names a limit with cents as it is, not rounded up", async () => {
      render(<Harness currency min={0} max={99_999_999.99} precision={2} />);
      await userEvent.click(field());
      await userEvent.paste("$100,000,000.00");
      await userEvent.tab();
      expect(field()).toHaveAccessibleDescription("Use at most 99,999,999.99.");
    });
  });
});
