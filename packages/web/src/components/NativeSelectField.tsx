import NativeSelect from "@mui/material/NativeSelect";
import type { ReactNode } from "react";
import { OutlinedField, type OutlinedFieldProps } from "./OutlinedField";

/** The label stays above a select whose empty choice ("None") shows a word of its own. */
export const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;

/**
 * An outlined select that is the platform's own (a phone's picker; the keyboard works without
 * opening a menu): TextField's `select` with `native`, without TextField's menu code (issue 28).
 * `children` are its `<option>`s.
 */
export function NativeSelectField({
  children,
  ...props
}: Omit<OutlinedFieldProps, "renderInput"> & { children: ReactNode }) {
  return <OutlinedField {...props} renderInput={(input) => <NativeSelect input={input}>{children}</NativeSelect>} />;
}
