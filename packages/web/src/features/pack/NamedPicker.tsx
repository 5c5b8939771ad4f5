import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { type Named, useCreateNamed, useNamedList } from "./api";

type Option = Named | { id: null; name: string; url: "" };
const filter = createFilterOptions<Option>();

interface NamedPickerProps {
  kind: "category" | "inventory";
  label: string;
  valueId: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  error?: string;
  /** Told while a new one is being created, so the form can wait before saving. */
  onCreating?: (creating: boolean) => void;
}

/** Picks a category or inventory; typed text that names none is offered as a new one and created. */
export function NamedPicker({ kind, label, valueId, onChange, disabled, error, onCreating }: NamedPickerProps) {
  const list = useNamedList(kind);
  const create = useCreateNamed(kind);
  const [input, setInput] = useState("");
  const options: Option[] = list.data ?? [];
  const value = options.find((option) => option.id === valueId) ?? null;
  return (
    <Autocomplete<Option>
      options={options}
      value={value}
      loading={list.isPending || create.isPending}
      disabled={disabled || create.isPending}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(option) => option.id ?? `new:${option.name}`}
      filterOptions={(all, state) => {
        const found = filter(all, state);
        const text = state.inputValue.trim();
        const exact = all.some((option) => option.name.toLowerCase() === text.toLowerCase());
        return text && !exact ? [...found, { id: null, name: text, url: "" }] : found;
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.id === null ? `Add “${option.name}”` : option.name}
        </li>
      )}
      onChange={(_event, picked) => {
        if (!picked) onChange(null);
        else if (picked.id !== null) onChange(picked.id);
        else {
          onCreating?.(true);
          create.mutate(picked.name, {
            onSuccess: (created) => onChange(created.id),
            onSettled: () => onCreating?.(false),
          });
        }
      }}
      renderInput={(params) => <TextField {...params} label={label} error={error !== undefined} helperText={error} />}
    />
  );
}
