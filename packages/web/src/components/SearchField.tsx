import { mdiMagnify } from "@mdi/js";
import InputAdornment from "@mui/material/InputAdornment";
import { Icon } from "./Icon";
import { OutlinedField, type OutlinedFieldProps } from "./OutlinedField";

/** A search box: an outlined field with a magnifier before the text (Tasks, Pack, TV, Money). */
export function SearchField({ slotProps, ...props }: OutlinedFieldProps) {
  return (
    <OutlinedField
      {...props}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Icon path={mdiMagnify} />
            </InputAdornment>
          ),
          ...slotProps?.input,
        },
      }}
    />
  );
}
