import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link, useLocation } from "react-router";

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
      <Typography sx={{ overflowWrap: "anywhere" }}>
        There is no page at <code>{pathname}</code>. It may have moved, or the address has a typo.
      </Typography>
      <div>
        <Button variant="contained" component={Link} to="/">
          Go home
        </Button>
      </div>
    </Stack>
  );
}
