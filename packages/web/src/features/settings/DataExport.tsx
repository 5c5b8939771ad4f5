import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatBytes } from "../../app/backups";
import { useNotify } from "../../components/notifications";
import { downloadExport } from "./downloadExport";

/** Settings → "Download my data" (issue 18 §4): a ZIP of everything the owner keeps here. */
export function DataExport() {
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);
  const start = async () => {
    setReceived(0);
    try {
      const name = await downloadExport(setReceived);
      notify(`Downloaded ${name}`, "success");
    } catch (error) {
      notify(`Could not download your data: ${error instanceof Error ? error.message : String(error)}`, "error");
    } finally {
      setReceived(null);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Typography sx={{ color: "text.secondary" }}>
        A ZIP file with your data from every module (JSON, and CSV for transactions, tasks, fuel and water entries and
        bill statements) and your photos.
      </Typography>
      <Button variant="outlined" onClick={start} disabled={received !== null}>
        Download my data
      </Button>
      {received !== null && (
        <Stack spacing={0.5} sx={{ width: "100%", maxWidth: 420 }}>
          <LinearProgress aria-label="Downloading your data" />
          <Typography variant="body2" role="status">
            Preparing your download… {formatBytes(received)} received
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
