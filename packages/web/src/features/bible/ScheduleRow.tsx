import { type ScheduleEntry, todayIn } from "@homebase/contracts";
import { mdiOpenInNew } from "@mdi/js";
import Checkbox from "@mui/material/Checkbox";
import Link from "@mui/material/Link";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { useQueuedWrites, WAITING_TO_SYNC } from "../../app/offline/useQueuedWrites";
import { Icon } from "../../components/Icon";
import { RelativeDateFrom } from "../../components/RelativeDate";
import { TOUCH_LINK } from "../../components/tapTarget";
import { READING_TICK_WRITE } from "./api";

interface ScheduleRowProps {
  entry: ScheduleEntry;
  onToggle: (entry: ScheduleEntry, done: boolean) => void;
  /** A line under the chapter, e.g. the plan's name among readings ahead. */
  label?: string;
  /** The list's (useScheduleRowContext), worked out once for all its rows. */
  context: ScheduleRowContext;
}

/** What every row of a list reads: today, and which ticks wait to reach the server. */
export interface ScheduleRowContext {
  today: string;
  waitingUrls: ReadonlySet<string>;
}

/**
 * Read by the list, not by each row: a month behind is a hundred rows, and two queries' hooks per
 * row (the settings' zone, the signed-in owner of the offline queue) were a good part of the
 * Bible page's render (issue 28).
 */
export function useScheduleRowContext(): ScheduleRowContext {
  const today = todayIn(useOwnerTimeZone());
  const writes = useQueuedWrites(READING_TICK_WRITE);
  const waitingUrls = useMemo(
    () => new Set(writes.filter((write) => !write.refusal).map((write) => write.url)),
    [writes],
  );
  return useMemo(() => ({ today, waitingUrls }), [today, waitingUrls]);
}

/** One reading (spec §2): completion toggle, chapter linking to the passage, and when overdue its date. */
export function ScheduleRow({ entry, onToggle, label, context }: ScheduleRowProps) {
  const done = entry.is_completed;
  const { name, passage_url } = entry.chapter;
  const tickWaiting = context.waitingUrls.has(entry.url);
  return (
    <ListItem divider disableGutters sx={{ gap: 1, alignItems: "center", py: 0.25 }}>
      <Checkbox
        checked={done}
        onChange={(event) => onToggle(entry, event.target.checked)}
        slotProps={{ input: { "aria-label": `Read ${name}` } }}
      />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Link
          href={passage_url}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          color={done ? "textSecondary" : "inherit"}
          sx={{
            textDecoration: done ? "line-through" : undefined,
            display: "inline-flex",
            alignItems: "center",
            gap: 0.5,
            alignSelf: "flex-start",
            fontSize: "1.05rem",
            ...TOUCH_LINK,
          }}
        >
          {name}
          <Icon path={mdiOpenInNew} sx={{ fontSize: "0.9rem", opacity: 0.6 }} />
        </Link>
        {label && (
          <Typography variant="body2" color="textSecondary">
            {label}
          </Typography>
        )}
        {tickWaiting && (
          <Typography variant="body2" color="textSecondary">
            {WAITING_TO_SYNC}
          </Typography>
        )}
        {entry.is_past_due && (
          <Typography
            variant="body2"
            // An overdue reading's date stands out, in the theme's warning colour (legible as text).
            sx={{ color: done ? "text.secondary" : "warning.main" }}
          >
            Planned <RelativeDateFrom date={entry.planned_date} today={context.today} />
          </Typography>
        )}
      </Stack>
    </ListItem>
  );
}
