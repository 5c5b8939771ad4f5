import type { Session } from "@homebase/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { formatInstant } from "../../app/backups";
import { useOwnerTimeZone } from "../../app/settings";
import { LoadError } from "../../components/LoadError";
import { useLogout } from "../auth/hooks";
import { useSessions, useSignOutSession } from "./accountApi";

function SessionRow({ session, onSignOut, busy }: { session: Session; onSignOut: () => void; busy: boolean }) {
  const timeZone = useOwnerTimeZone();
  return (
    <ListItem
      disableGutters
      divider
      sx={{ gap: 1, flexWrap: "wrap" }}
      secondaryAction={
        <Button
          size="small"
          variant="outlined"
          onClick={onSignOut}
          disabled={busy}
          aria-label={`Sign out ${session.browser}${session.is_current ? " (this device)" : ""}`}
        >
          Sign out
        </Button>
      }
    >
      <ListItemText
        // Leaves room for the button on the right, also at 390px.
        sx={{ pr: 11 }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <span>{session.browser}</span>
            {session.is_current && <Chip label="This device" size="small" color="primary" variant="outlined" />}
          </Stack>
        }
        secondary={`Last used ${formatInstant(session.last_used_at, timeZone)} · signed in ${formatInstant(session.created_at, timeZone)}`}
      />
    </ListItem>
  );
}

/** Signed-in devices, each with Sign out; signing out this device signs the owner out. */
export function SessionsSetting() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const logout = useLogout();

  if (sessions.isError) return <LoadError what="your sessions" onRetry={() => sessions.refetch()} />;
  if (!sessions.data) return <Skeleton variant="rounded" height={72} />;

  return (
    <List aria-label="Signed-in devices" disablePadding>
      {sessions.data.map((session) => (
        <SessionRow
          key={session.id}
          session={session}
          busy={session.is_current && logout.isPending}
          // This device's token is revoked the usual way, which also clears it here and shows the login page.
          onSignOut={() => (session.is_current ? logout.mutate() : signOut.mutate(session))}
        />
      ))}
    </List>
  );
}
