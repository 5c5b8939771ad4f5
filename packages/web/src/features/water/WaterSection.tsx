import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

interface WaterSectionProps {
  title: string;
  /** Shown at the end of the heading row, e.g. the streak beside the chart's title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled card of WaterHome, a landmark named by its heading. */
export function WaterSection({ title, aside, children }: WaterSectionProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{
            alignItems: "center",
            justifyContent: "space-between",
            flexWrap: "wrap",
            columnGap: 2,
            rowGap: 0.5,
            mb: 1.5,
          }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {aside}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
