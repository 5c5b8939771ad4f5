import { mdiMagnify } from "@mdi/js";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { TV_SEARCH_PATH } from "./paths";

/** An empty view: what it would hold, and the next step. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 1.5 }}>
        <Typography sx={{ color: "text.secondary" }}>{children}</Typography>
        {action}
      </CardContent>
    </Card>
  );
}

export function SearchLink({ label = "Search for a show" }: { label?: string }) {
  return (
    <Button component={Link} to={TV_SEARCH_PATH} variant="contained" startIcon={<Icon path={mdiMagnify} />}>
      {label}
    </Button>
  );
}

/** No show tracked at all: every view says so and leads to the search. */
export function NoShowsYet() {
  return (
    <EmptyState action={<SearchLink />}>You are not tracking any shows yet. Find one on TVmaze and add it.</EmptyState>
  );
}
