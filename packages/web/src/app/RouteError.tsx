import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { errorDetail } from "../api/client";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return errorDetail(error);
}

/**
 * The error boundary: a readable message and a way out, never a blank page. `fullPage` is
 * for the outermost boundary, which renders without the layout (the layout itself failed).
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();

  useEffect(() => {
    // Kept in the console for whoever debugs it; the page shows only the readable part.
    console.error(error);
  }, [error]);

  return (
    <Box sx={fullPage ? { minHeight: "100vh", bgcolor: "background.default", p: { xs: 2, md: 4 } } : undefined}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography variant="h4" component="h1">
          Something went wrong
        </Typography>
        <Typography>This page could not be shown. Reloading usually helps; your saved data is safe.</Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
          Details: {describe(error)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          {/* A plain link: after a failure the router itself may be what is broken. */}
          <Button href="/">Go to the start page</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
