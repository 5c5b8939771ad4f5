import type { MoneyTransactionFilter, TransactionFilterKey } from "@homebase/contracts";
import { numberText } from "@homebase/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { MENU_MAX_HEIGHT } from "./CategorySelect";

type Option = MoneyTransactionFilter["options"][number];

interface FilterColumnProps {
  filters: readonly MoneyTransactionFilter[];
  activeCount: number;
  onChange: (key: TransactionFilterKey, values: string[]) => void;
  onReset: () => void;
}

/** Spec §2: a filter is shown when it has options or something is selected in it. */
export function visibleFilters(filters: readonly MoneyTransactionFilter[]): MoneyTransactionFilter[] {
  return filters.filter((filter) => filter.options.length > 0 || filter.selected.length > 0);
}

function FilterSelect({
  filter,
  onChange,
}: {
  filter: MoneyTransactionFilter;
  onChange: FilterColumnProps["onChange"];
}) {
  const selected = filter.selected.map(
    (key) =>
      filter.options.find((option) => option.option_key === key) ?? { option_key: key, option_value: key, count: 0 },
  );
  return (
    <Autocomplete<Option, true>
      multiple
      disableCloseOnSelect
      limitTags={3}
      size="small"
      options={filter.options}
      value={selected}
      getOptionLabel={(option) => option.option_value}
      isOptionEqualToValue={(option, value) => option.option_key === value.option_key}
      onChange={(_event, values) =>
        onChange(
          filter.key as TransactionFilterKey,
          values.map((v) => v.option_key),
        )
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: "flex", gap: 1 }}>
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
              {option.option_value}
            </Box>
            <Box component="span" sx={{ color: "text.secondary", fontVariantNumeric: "tabular-nums" }}>
              {numberText(option.count)}
            </Box>
          </Box>
        );
      }}
      slotProps={{ listbox: { sx: { maxHeight: MENU_MAX_HEIGHT } } }}
      renderInput={(params) => <TextField {...params} label={filter.name} />}
    />
  );
}

/** The left column of the transactions page: a multi-select per filter and Reset. */
export function FilterColumn({ filters, activeCount, onChange, onReset }: FilterColumnProps) {
  const shown = visibleFilters(filters);
  return (
    <Stack component="section" aria-label="Filters" spacing={2}>
      {shown.map((filter) => (
        <FilterSelect key={filter.key} filter={filter} onChange={onChange} />
      ))}
      {shown.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          Filters appear once there are transactions.
        </Typography>
      )}
      {activeCount > 0 && (
        <Button variant="outlined" onClick={onReset}>
          Reset
        </Button>
      )}
    </Stack>
  );
}
