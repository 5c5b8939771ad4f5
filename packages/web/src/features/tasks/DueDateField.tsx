import { formatIsoDay, relativeDate } from "@homebase/contracts";
import { mdiCalendar, mdiClose } from "@mdi/js";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { DatePickerDialog } from "../../components/DatePickerDialog";
import { Icon } from "../../components/Icon";

interface DueDateFieldProps {
  value: string | null;
  today: string;
  onChange: (isoDate: string | null) => void;
  /** Offers a "Clear due date" button (TaskItem); the new-task form always has a date. */
  clearable?: boolean;
  disabled?: boolean;
}

/** The due date as a button naming it; the shared calendar dialog (spec §2) changes it. */
export function DueDateField({ value, today, onChange, clearable, disabled }: DueDateFieldProps) {
  const [open, setOpen] = useState(false);
  const words = value ? `${formatIsoDay(value)} (${relativeDate(value, today)})` : "No due date";
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Button
        variant="outlined"
        startIcon={<Icon path={mdiCalendar} />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={`Due date: ${words}`}
        sx={{ textTransform: "none", justifyContent: "flex-start" }}
      >
        {words}
      </Button>
      {clearable && value && (
        <IconButton aria-label="Clear due date" onClick={() => onChange(null)} disabled={disabled}>
          <Icon path={mdiClose} />
        </IconButton>
      )}
      <DatePickerDialog
        open={open}
        value={value}
        title="Due date"
        onCancel={() => setOpen(false)}
        onConfirm={(isoDate) => {
          setOpen(false);
          onChange(isoDate);
        }}
      />
    </Stack>
  );
}
