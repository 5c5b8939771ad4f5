import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import MuiLink from "@mui/material/Link";
import { Link } from "react-router";
import { formatInstant, useBackupStatus } from "../../app/backups";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";

/** Shown on Home from a failed scheduled backup until the next one succeeds (issue 18 §3). */
export function BackupAlert() {
  const status = useBackupStatus().data;
  const timeZone = useOwnerTimeZone();
  if (!status?.is_failing || !status.last) return null;
  const { last, last_success: lastSuccess } = status;
  return (
    <Alert severity="error">
      <AlertTitle>The scheduled backup failed</AlertTitle>
      On {formatInstant(last.started_at, timeZone)}: {last.error ?? "no reason was recorded"}.{" "}
      {lastSuccess
        ? `The last good backup is from ${formatInstant(lastSuccess.started_at, timeZone)}.`
        : "There is no good backup yet."}{" "}
      <MuiLink component={Link} to="/settings/">
        Backup settings
      </MuiLink>
    </Alert>
  );
}
