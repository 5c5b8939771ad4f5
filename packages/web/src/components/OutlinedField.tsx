import FormControl from "@mui/material/FormControl";
import FormHelperText, { type FormHelperTextProps } from "@mui/material/FormHelperText";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import InputLabel, { type InputLabelProps } from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import type { OutlinedTextFieldProps } from "@mui/material/TextField";
import { type ReactElement, type ReactNode, useId } from "react";

export interface OutlinedFieldProps
  extends Omit<
    OutlinedTextFieldProps,
    | "variant"
    | "children"
    | "select"
    | "slots"
    | "slotProps"
    | "InputProps"
    | "inputProps"
    | "InputLabelProps"
    | "FormHelperTextProps"
    | "SelectProps"
  > {
  /** TextField's slot props, as objects. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
  /** What stands where the input goes, made from it (NativeSelectField's select). */
  renderInput?: (input: ReactElement) => ReactNode;
}

/**
 * MUI's outlined TextField, built from the parts it is made of, for text and numbers (and
 * NativeSelectField). TextField itself always brings its menu-select mode (Select, Menu, Popover,
 * Modal: about 20 KB brotli) and its other two variants, which a page's first paint does not need
 * (issue 28). Same props (the outlined ones, slot props as objects), same markup and looks; a
 * menu select still uses TextField.
 */
export function OutlinedField({
  autoComplete,
  autoFocus,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline,
  name,
  renderInput,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  slotProps = {},
  type,
  value,
  ...root
}: OutlinedFieldProps) {
  const autoId = useId();
  const id = idOverride ?? autoId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  const input = (
    <OutlinedInput
      aria-describedby={helperTextId}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      fullWidth={root.fullWidth}
      multiline={multiline}
      name={name}
      rows={rows}
      maxRows={maxRows}
      minRows={minRows}
      type={type}
      value={value}
      id={id}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      placeholder={placeholder}
      label={label}
      notched={shrink}
      inputProps={slotProps.htmlInput}
      {...slotProps.input}
    />
  );
  return (
    <FormControl variant="outlined" {...root}>
      {label != null && label !== "" && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      {renderInput ? renderInput(input) : input}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
