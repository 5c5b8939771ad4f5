import type { BackupRun } from "@homebase/contracts";
import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatBytes, formatInstant, useBackupStatus } from "../../app/backups";
import { useOwnerTimeZone } from "../../app/OwnerTimeZone";

function describeRun(run: BackupRun, timeZone: string): string {
  const when = formatInstant(run.started_at, timeZone);
  if (run.status === "succeeded") return `${when}: succeeded, ${formatBytes(run.bytes ?? 0)} (${run.file})`;
  if (run.status === "failed") return `${when}: failed: ${run.error ?? "no reason was recorded"}`;
  return `${when}: under way`;
}

/** The daily backup's schedule and its last outcome (issue 18 §3). */
export function BackupSetting() {
  const query = useBackupStatus();
  const timeZone = useOwnerTimeZone();
  if (query.isError) return <Alert severity="error">Could not load the backup status.</Alert>;
  const status = query.data;
  if (!status) return <Skeleton variant="rounded" height={56} />;
  const { schedule, last, last_success: lastSuccess } = status;
  return (
    <Stack spacing={1}>
      <Typography>
        {schedule.at
          ? `Every day at ${schedule.at} (${schedule.time_zone}), keeping the newest ${schedule.keep} backups.`
          : "Scheduled backups are off (BACKUP_AT=off)."}
      </Typography>
      {last ? (
        <Alert severity={last.status === "failed" ? "error" : last.status === "succeeded" ? "success" : "info"}>
          Last backup: {describeRun(last, timeZone)}
          {last.status === "failed" && lastSuccess ? `. Last good backup: ${describeRun(lastSuccess, timeZone)}` : ""}
        </Alert>
      ) : (
        <Typography sx={{ color: "text.secondary" }}>No scheduled backup has run yet.</Typography>
      )}
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        The server keeps them in its backup folder (BACKUP_DIR). To back up or restore by hand, run{" "}
        <code>npm run cli -- backup FILE</code> or <code>npm run cli -- restore FILE</code> on the server.
      </Typography>
    </Stack>
  );
}
