import { mdiCalendar, mdiClose } from "@mdi/js";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { Icon } from "./Icon";

interface DateFieldButtonsProps {
  label: string;
  /** Shows a clear button when given. */
  onClear?: () => void;
  onPick: () => void;
  disabled?: boolean;
}

/** A date field's end buttons: clear (when it may be cleared) and open the calendar. */
export function DateFieldButtons({ label, onClear, onPick, disabled }: DateFieldButtonsProps) {
  return (
    <InputAdornment position="end">
      {onClear && (
        <IconButton
          aria-label={`Clear the ${label.toLowerCase()}`}
          onClick={(event) => {
            event.stopPropagation(); // the field itself opens the calendar on a click
            onClear();
          }}
          disabled={disabled}
        >
          <Icon path={mdiClose} />
        </IconButton>
      )}
      <IconButton edge="end" aria-label={`Choose the ${label.toLowerCase()}`} onClick={onPick} disabled={disabled}>
        <Icon path={mdiCalendar} />
      </IconButton>
    </InputAdornment>
  );
}
