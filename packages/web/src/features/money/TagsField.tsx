import type { MoneyTag } from "@homebase/contracts";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { MENU_MAX_HEIGHT } from "./CategorySelect";

type Named = { id: number; name: string };
/** A known tag, a name typed and Entered (a string), or the "Add …" suggestion for one. */
type Choice = Named | string | { newName: string };

const filter = createFilterOptions<Choice>({ stringify: (option) => nameOf(option) });
const nameOf = (choice: Choice) =>
  typeof choice === "string" ? choice : "newName" in choice ? choice.newName : choice.name;
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

interface TagsFieldProps {
  value: readonly Named[];
  tags: readonly MoneyTag[];
  /** Receives the tag ids to keep, creating any typed name first (spec §5). */
  onChange: (ids: number[]) => void;
  onCreate: (name: string) => Promise<MoneyTag>;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
}

/** Spec §2 Transaction Tags: a combo box that creates unknown tags on the fly. */
export function TagsField({ value, tags, onChange, onCreate, disabled, helperText, error }: TagsFieldProps) {
  const change = async (choices: Choice[]) => {
    const ids: number[] = [];
    for (const choice of choices) {
      const name = nameOf(choice).trim();
      if (typeof choice === "object" && "id" in choice) ids.push(choice.id);
      else if (name) {
        const known = tags.find((tag) => sameName(tag.name, name));
        try {
          ids.push(known ? known.id : (await onCreate(name)).id);
        } catch {
          return; // The caller shows why; the tags stay as they were.
        }
      }
    }
    onChange([...new Set(ids)]);
  };

  return (
    <Autocomplete<Choice, true, false, true>
      multiple
      freeSolo
      filterSelectedOptions
      handleHomeEndKeys
      value={[...value]}
      options={[...tags]}
      disabled={disabled}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, current) => sameName(nameOf(option), nameOf(current))}
      filterOptions={(options, state) => {
        const filtered = filter(options, state);
        const typed = state.inputValue.trim();
        const exists = [...options, ...value].some((option) => sameName(nameOf(option), typed));
        if (typed && !exists) filtered.push({ newName: typed });
        return filtered;
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {typeof option === "object" && "newName" in option ? `Add tag "${option.newName}"` : nameOf(option)}
          </li>
        );
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((choice, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={nameOf(choice)} size="small" {...itemProps} />;
        })
      }
      onChange={(_event, choices) => void change(choices)}
      slotProps={{ listbox: { sx: { maxHeight: MENU_MAX_HEIGHT } } }}
      renderInput={(params) => (
        <TextField {...params} label="Tags" placeholder="Add a tag" helperText={helperText} error={error} />
      )}
    />
  );
}
