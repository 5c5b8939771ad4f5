import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The filter column. */
  children: ReactNode;
}

/** On a phone or tablet, the transactions' filters slide in from the left. */
export function FilterDrawer({ open, onClose, children }: FilterDrawerProps) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 320, maxWidth: "85vw", p: 2 } } }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: "center" }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Filters
          </Typography>
          <Button onClick={onClose}>Done</Button>
        </Stack>
        {children}
      </Stack>
    </Drawer>
  );
}
