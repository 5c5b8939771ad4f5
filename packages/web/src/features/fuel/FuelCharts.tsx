import type { Vehicle } from "@homebase/contracts";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { lazy, useId } from "react";
import { LazyChart } from "../../components/LazyChart";
import type { ChartPoint } from "./FuelChart";
import { formatFuel, formatPrice, formatShortDate, unitLabels } from "./format";

const FuelChart = lazy(() => import("./FuelChart"));

interface ChartFigureProps {
  heading: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
  color: string;
  /** What the figure says when there is nothing to draw yet. */
  empty: string;
}

/** "3 fill-ups, Jan 5, 2026 to Jan 14, 2026: latest 40.0, lowest 30.0, highest 40.0." */
export function describePoints(points: readonly ChartPoint[], format: (value: number) => string): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "";
  const values = points.map((point) => point.value);
  const span =
    first.date === last.date
      ? formatShortDate(first.date)
      : `${formatShortDate(first.date)} to ${formatShortDate(last.date)}`;
  const count = `${points.length} fill-up${points.length === 1 ? "" : "s"}`;
  return `${count}, ${span}: latest ${format(last.value)}, lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}.`;
}

/** A figure named by its caption, which says in words what the chart draws. */
function ChartFigure({ heading, points, format, color, empty }: ChartFigureProps) {
  const captionId = useId();
  const description = points.length > 0 ? describePoints(points, format) : empty;
  return (
    <Stack component="figure" aria-labelledby={captionId} spacing={1} sx={{ m: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {heading}
      </Typography>
      {points.length > 0 && (
        <LazyChart height={220} label={`Loading the ${heading} chart`}>
          <FuelChart points={points} label={heading} format={format} color={color} />
        </LazyChart>
      )}
      <Typography id={captionId} component="figcaption" variant="body2" sx={{ color: "text.secondary" }}>
        {heading}: {description}
      </Typography>
    </Stack>
  );
}

/** MPG per fill-up and price per gallon over time, oldest on the left. */
export function FuelCharts({ vehicle }: { vehicle: Vehicle }) {
  const theme = useTheme();
  // The CSS variables follow the light/dark switch; the plain palette is the light scheme's.
  const palette = (theme.vars ?? theme).palette;
  const labels = unitLabels(vehicle);
  const oldestFirst = [...vehicle.entries].reverse();
  const economy = oldestFirst.flatMap((entry) =>
    entry.miles_per_gallon === null ? [] : [{ date: entry.date, value: entry.miles_per_gallon }],
  );
  const prices = oldestFirst.map((entry) => ({ date: entry.date, value: entry.price_per_gallon }));

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartFigure
          heading={`${labels.economy} per fill-up`}
          points={economy}
          format={(value) => formatFuel(value, "miles_per_gallon")}
          color={palette.primary.main}
          empty={`${labels.economy} shows once a full fill-up follows another one.`}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartFigure
          heading={labels.priceLong}
          points={prices}
          format={formatPrice}
          color={palette.secondary.main}
          empty="Prices show after the first fill-up."
        />
      </Grid>
    </Grid>
  );
}
