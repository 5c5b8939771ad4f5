import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { errorDetail } from "../../api/client";
import { useDigestPreview } from "./notificationsApi";

/** "Preview today's digest": what would be sent now, without sending it. */
export function DigestPreview() {
  const [open, setOpen] = useState(false);
  const preview = useDigestPreview(open);
  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Button
        variant="text"
        onClick={() => (open ? void preview.refetch() : setOpen(true))}
        loading={open && preview.isFetching}
      >
        Preview today's digest
      </Button>
      {open && preview.isError && (
        <Alert severity="error">Could not load the preview: {errorDetail(preview.error)}</Alert>
      )}
      {open && preview.data && (
        <Alert severity="info" icon={false} sx={{ width: "100%" }} aria-label="Digest preview">
          <AlertTitle>{preview.data.title}</AlertTitle>
          <span style={{ whiteSpace: "pre-line" }}>{preview.data.body}</span>
        </Alert>
      )}
    </Stack>
  );
}
