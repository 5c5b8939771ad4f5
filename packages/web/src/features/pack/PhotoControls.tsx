import { mdiCameraOutline, mdiDeleteOutline } from "@mdi/js";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type RefObject, useRef, useState } from "react";
import { Icon } from "../../components/Icon";
import { photoTooLarge, uploadErrorMessage, uploadPhoto } from "./upload";

/** One photo upload at a time: progress 0–100 while sending, then the server's verdict. */
export function usePhotoUpload<T>(url: string, onUploaded: (saved: T) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const upload = async (file: File) => {
    setError(null);
    setFileName(file.name);
    const tooLarge = photoTooLarge(file);
    if (tooLarge) {
      setError(tooLarge);
      return;
    }
    setProgress(0);
    try {
      onUploaded(await uploadPhoto<T>(`${url}photo/`, file, setProgress));
    } catch (failure) {
      setError(uploadErrorMessage(failure));
    } finally {
      setProgress(null);
    }
  };
  return {
    busy: progress !== null,
    progress,
    error,
    fileName,
    upload: (file: File) => void upload(file),
    dismiss: () => setError(null),
  };
}

export type PhotoUpload = ReturnType<typeof usePhotoUpload>;

interface PhotoInputProps {
  state: PhotoUpload;
  label: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The real file input, hidden; a button opens it (as Money's statement upload does). A button
 * wrapped around a focusable input would nest one control in another (WCAG 4.1.2).
 */
export function PhotoInput({ state, label, inputRef }: PhotoInputProps) {
  return (
    <input
      ref={inputRef}
      hidden
      type="file"
      accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
      aria-label={label}
      disabled={state.busy}
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        const file = input.files?.[0];
        // Cleared so choosing the same file again (after an error) still fires a change.
        input.value = "";
        if (file) state.upload(file);
      }}
    />
  );
}

/** Progress while a photo uploads, then the server's reason if it was refused. */
export function PhotoStatus({ state }: { state: PhotoUpload }) {
  if (state.progress !== null) {
    return (
      <Box role="status">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          Uploading {state.fileName}… {state.progress}%
        </Typography>
        <LinearProgress variant="determinate" value={state.progress} aria-label={`Uploading ${state.fileName}`} />
      </Box>
    );
  }
  if (!state.error) return null;
  return (
    <Alert severity="error" onClose={state.dismiss}>
      The photo was not saved: {state.error}
    </Alert>
  );
}

interface PhotoButtonsProps {
  state: PhotoUpload;
  hasPhoto: boolean;
  onRemove: () => void;
  removing?: boolean;
}

/** "Add photo" / "Change photo" (opens the hidden input) and "Remove photo". */
export function PhotoButtons({ state, hasPhoto, onRemove, removing }: PhotoButtonsProps) {
  const input = useRef<HTMLInputElement>(null);
  const label = hasPhoto ? "Change photo" : "Add photo";
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
      <Button
        variant="outlined"
        startIcon={<Icon path={mdiCameraOutline} />}
        disabled={state.busy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <PhotoInput state={state} label={label} inputRef={input} />
      {hasPhoto && (
        <Button
          color="error"
          startIcon={<Icon path={mdiDeleteOutline} />}
          onClick={onRemove}
          loading={removing}
          disabled={state.busy}
        >
          Remove photo
        </Button>
      )}
    </Stack>
  );
}
