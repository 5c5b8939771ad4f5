import { mdiFormatListBulleted, mdiPlus } from "@mdi/js";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { BILLS_CREATE_PATH, BILLS_HOME_PATH } from "./paths";

/** The Bills pages' footer (spec §2 Bills2Home): Recurring Bills and Create Bill buttons. */
export function BillsFooter() {
  return (
    <Stack component="nav" aria-label="Recurring bills" direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
      <Button component={Link} to={BILLS_HOME_PATH} size="small" startIcon={<Icon path={mdiFormatListBulleted} />}>
        Recurring Bills
      </Button>
      <Button component={Link} to={BILLS_CREATE_PATH} size="small" startIcon={<Icon path={mdiPlus} />}>
        Create Bill
      </Button>
    </Stack>
  );
}
