import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** Shown while a page's code or guard data loads for the first time. */
export function PageLoading() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
