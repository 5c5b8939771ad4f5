import { mdiClose } from "@mdi/js";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { type FormEvent, useEffect, useState } from "react";
import { Icon } from "../../components/Icon";
import { SearchField } from "../../components/SearchField";

interface TransactionSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * Issue 24: search the transactions by description, payee, notes or an amount ("12.50"). It runs
 * on Enter (a search at a million rows is fast, but one per keystroke would fill the history);
 * the box follows the URL, so Back shows the search it goes back to.
 */
export function TransactionSearch({ value, onSearch }: TransactionSearchProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form aria-label="Search" onSubmit={submit}>
      <SearchField
        label="Search transactions"
        placeholder="Description, payee, notes or an amount such as 12.50"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 200, enterKeyHint: "search" },
          input: {
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear the search"
                  edge="end"
                  onClick={() => {
                    setText("");
                    onSearch("");
                  }}
                >
                  <Icon path={mdiClose} />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </form>
  );
}
