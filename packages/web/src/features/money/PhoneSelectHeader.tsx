import { mdiCheckboxMultipleMarkedOutline } from "@mdi/js";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import { Icon } from "../../components/Icon";

interface PhoneSelectHeaderProps {
  selecting: boolean;
  pageCount: number;
  chosenOnPage: number;
  onSelect: () => void;
  /** Selects the whole page, or clears it when it is all selected (the table's header box). */
  onPage: () => void;
  onCancel: () => void;
}

/** A control a finger can hit (WCAG 2.2 asks for 24 px; phones are easier at 44). */
const TAP = { minHeight: 44 } as const;

/**
 * Issue 19: the phone list's header: Select turns on a box per transaction; then a box for the
 * whole page (as the table's header box) and Cancel (or Escape) to leave.
 */
export function PhoneSelectHeader(props: PhoneSelectHeaderProps) {
  const { selecting, pageCount, chosenOnPage, onSelect, onPage, onCancel } = props;
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        justifyContent: selecting ? "space-between" : "flex-end",
        px: 1,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {selecting ? (
        <>
          <FormControlLabel
            sx={{ ...TAP, ml: 0 }}
            control={
              <Checkbox
                checked={chosenOnPage > 0 && chosenOnPage === pageCount}
                indeterminate={chosenOnPage > 0 && chosenOnPage < pageCount}
                onChange={onPage}
                sx={{ p: "10px" }}
              />
            }
            label="All on this page"
          />
          <Button onClick={onCancel} sx={TAP}>
            Cancel
          </Button>
        </>
      ) : (
        <Button startIcon={<Icon path={mdiCheckboxMultipleMarkedOutline} />} onClick={onSelect} sx={TAP}>
          Select
        </Button>
      )}
    </Box>
  );
}
