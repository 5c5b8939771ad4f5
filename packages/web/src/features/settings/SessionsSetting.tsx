import type { Session } from "@homebase/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatInstant } from "../../app/backups";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { LoadError } from "../../components/LoadError";
import { useNotify } from "../../components/notifications";
import { useLogout } from "../auth/hooks";
import { useSessions, useSignOutOtherSessions, useSignOutSession } from "./accountApi";

function SessionRow({ session, onSignOut, busy }: { session: Session; onSignOut: () => void; busy: boolean }) {
  const timeZone = useOwnerTimeZone();
  return (
    <ListItem disableGutters divider sx={{ gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="div" sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
          {session.browser}
          {session.is_current && <Chip label="This device" size="small" color="primary" variant="outlined" />}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Last used {formatInstant(session.last_used_at, timeZone)}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Signed in {formatInstant(session.created_at, timeZone)}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={onSignOut}
        disabled={busy}
        sx={{ flexShrink: 0 }}
        aria-label={`Sign out ${session.browser}${session.is_current ? " (this device)" : ""}`}
      >
        Sign out
      </Button>
    </ListItem>
  );
}

/** Devices listed before "Show all": a token per sign-in adds up over the months. */
export const SESSIONS_SHOWN = 5;

/**
 * Signed-in devices, each with Sign out; signing out this device signs the owner out. This
 * device first, then the others by when they were last used (the server's order).
 */
export function SessionsSetting() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const logout = useLogout();
  const signOutOthers = useSignOutOtherSessions();
  const notify = useNotify();
  const [showAll, setShowAll] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (sessions.isError) return <LoadError what="your sessions" onRetry={() => sessions.refetch()} />;
  if (!sessions.data) return <Skeleton variant="rounded" height={72} />;

  const ordered = [...sessions.data].sort((a, b) => Number(b.is_current) - Number(a.is_current));
  const shown = showAll ? ordered : ordered.slice(0, SESSIONS_SHOWN);
  const others = ordered.filter((session) => !session.is_current).length;
  const confirmSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signed_out }) =>
        notify(`Signed out ${signed_out} other ${signed_out === 1 ? "device" : "devices"}`, "success"),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <List aria-label="Signed-in devices" disablePadding>
        {shown.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={session.is_current && logout.isPending}
            // This device's token is revoked the usual way, which also clears it here and shows the login page.
            onSignOut={() => (session.is_current ? logout.mutate() : signOut.mutate(session))}
          />
        ))}
      </List>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
        {ordered.length > SESSIONS_SHOWN && (
          <Button onClick={() => setShowAll((all) => !all)}>
            {showAll ? "Show fewer" : `Show all ${ordered.length} devices`}
          </Button>
        )}
        {others > 0 && (
          <Button color="error" onClick={() => setConfirming(true)}>
            Sign out all other devices
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Sign out all other devices?"
        message={`${others} other ${others === 1 ? "device" : "devices"} will need the password to sign in again. This device stays signed in.`}
        confirmLabel="Sign out"
        pending={signOutOthers.isPending}
        onConfirm={confirmSignOutOthers}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
