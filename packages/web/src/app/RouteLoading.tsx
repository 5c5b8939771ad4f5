import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "react-router";
import { PageLoading } from "./PageLoading";
import { headingOf, useRouteHandle } from "./routeHandle";

/**
 * The first load's placeholder while a page's code and guard load: the page's heading where the
 * page draws it (as its first line, `h4` as h1), over the spinner; the spinner alone for a
 * page whose heading is known only from its data.
 */
export function RouteLoading() {
  const [params] = useSearchParams();
  const text = headingOf(useRouteHandle(), params);
  if (!text) return <PageLoading />;
  return (
    <Stack spacing={2}>
      {/* As the pages draw it: Home's greeting wraps a long username instead of widening the page. */}
      <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
        {text}
      </Typography>
      <PageLoading />
    </Stack>
  );
}
