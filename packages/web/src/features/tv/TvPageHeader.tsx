import { mdiMagnify } from "@mdi/js";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { ImportButton } from "../imports/ImportButton";
import { TV_SEARCH_PATH } from "./paths";

/** A TV list page's heading, with the ways to find and add shows, or bring them from another app, beside it. */
export function TvPageHeader({ title }: { title: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
        <Button component={Link} to={TV_SEARCH_PATH} variant="outlined" startIcon={<Icon path={mdiMagnify} />}>
          Add a show
        </Button>
        <ImportButton module="tv" title="Import shows" />
      </Stack>
    </Stack>
  );
}
