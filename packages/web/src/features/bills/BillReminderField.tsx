import type { BillReminder } from "@homebase/contracts";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorDetail } from "../../api/client";
import { SELECT_MENU } from "./fields";

// Issue 21 §3: a bill's own reminder (days before each due date, or off), else the owner's
// default from Settings → Notifications. Saved on change, like the bill's other fields.

const pathOf = (billId: number) => `/api/notifications/bill-reminders/${billId}/`;
const keyOf = (billId: number) => ["notifications", "bill-reminder", billId] as const;
const DAY_CHOICES = [0, 1, 2, 3, 5, 7, 14];

const daysLabel = (days: number | null) =>
  days === null ? "No reminder" : days === 0 ? "On the due date" : `${days} day${days === 1 ? "" : "s"} before`;

type Choice = "default" | "off" | `${number}`;

export function BillReminderField({ billId }: { billId: number }) {
  const queryClient = useQueryClient();
  const reminder = useQuery({
    queryKey: keyOf(billId),
    queryFn: ({ signal }) => api.get<BillReminder>(pathOf(billId), signal),
    meta: { showsErrorInline: true },
  });
  const save = useMutation({
    mutationFn: (choice: Choice) =>
      choice === "default"
        ? api.delete(pathOf(billId)).then(() => api.get<BillReminder>(pathOf(billId)))
        : api.put<BillReminder>(pathOf(billId), { reminder_days: choice === "off" ? null : Number(choice) }),
    onSuccess: (saved) => queryClient.setQueryData(keyOf(billId), saved),
    meta: { errorMessage: "Could not save the bill's reminder" },
  });

  if (reminder.isError) {
    return (
      <TextField
        label="Reminder"
        value=""
        disabled
        error
        helperText={`Could not load: ${errorDetail(reminder.error)}`}
      />
    );
  }
  if (!reminder.data) return <Skeleton variant="rounded" height={56} />;
  const { reminder_days: days, is_default: isDefault } = reminder.data;
  const value: Choice = isDefault ? "default" : days === null ? "off" : `${days}`;
  const choices = [...new Set([...DAY_CHOICES, ...(days !== null && !isDefault ? [days] : [])])].sort((a, b) => a - b);

  return (
    <TextField
      select
      fullWidth
      label="Reminder"
      value={value}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.target.value as Choice)}
      helperText="Sent through your channels in Settings → Notifications"
      slotProps={{ select: SELECT_MENU }}
    >
      <MenuItem value="default">As in Settings ({isDefault ? daysLabel(days).toLowerCase() : "default"})</MenuItem>
      <MenuItem value="off">No reminder</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={`${choice}`}>
          {daysLabel(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
