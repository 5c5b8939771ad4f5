import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";

/** TVmaze's licence asks for attribution with a link wherever its data is shown. */
export function TvmazeAttribution() {
  return (
    <Typography variant="caption" sx={{ color: "text.secondary" }}>
      Data from{" "}
      <MuiLink href="https://www.tvmaze.com/" target="_blank" rel="noopener noreferrer">
        TVmaze
      </MuiLink>
    </Typography>
  );
}
