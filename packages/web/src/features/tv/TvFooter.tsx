import Stack from "@mui/material/Stack";
import { TvmazeAttribution } from "./Attribution";

/** The TV pages' footer: TVmaze's attribution. The views are tabs under the app bar (TvTabs). */
export function TvFooter() {
  return (
    <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
      <TvmazeAttribution />
    </Stack>
  );
}
