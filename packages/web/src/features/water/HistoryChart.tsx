import type { WaterDay, WaterUnit } from "@homebase/contracts";
import { numberText } from "@homebase/contracts";
import { type CssVarsTheme, type Theme, useColorScheme, useTheme } from "@mui/material/styles";
import { BarPlot } from "@mui/x-charts/BarChart";
import { ChartsAxisHighlight } from "@mui/x-charts/ChartsAxisHighlight";
import { ChartsDataProvider } from "@mui/x-charts/ChartsDataProvider";
import { ChartsGrid } from "@mui/x-charts/ChartsGrid";
import { ChartsLegend } from "@mui/x-charts/ChartsLegend";
import { ChartsSurface } from "@mui/x-charts/ChartsSurface";
import { ChartsTooltip } from "@mui/x-charts/ChartsTooltip";
import { ChartsWrapper } from "@mui/x-charts/ChartsWrapper";
import { ChartsXAxis } from "@mui/x-charts/ChartsXAxis";
import { ChartsYAxis } from "@mui/x-charts/ChartsYAxis";
import { LinePlot, lineClasses } from "@mui/x-charts/LineChart";
import { formatShortDay, inUnit } from "./format";

const HEIGHT = 280;

interface HistoryChartProps {
  days: readonly WaterDay[];
  unit: WaterUnit;
}

/**
 * Daily amount as bars against the target as a step line: each day's own target (the one in
 * force then), so a changed target does not rewrite history. Composed from plots because
 * BarChart draws bars only. Loaded lazily: only WaterHome pays for the charts library. No title
 * or description on the surface: MUI X Charts would put them in an aria-label on a role="none"
 * element, which ARIA forbids; WaterHistory's figure is named by its caption.
 */
export default function HistoryChart({ days, unit }: HistoryChartProps) {
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  // The chart draws with plain colours, not CSS variables, so take the active scheme's own
  // palette (the spec's brighter primary in dark mode) from the CSS-variables theme
  // (app/theme.ts), which carries every scheme, rather than the light default.
  const scheme = (mode === "system" ? systemMode : mode) ?? "light";
  const palette = (theme as Theme & Partial<CssVarsTheme>).colorSchemes?.[scheme]?.palette ?? theme.palette;
  const format = (value: number | null) => (value === null ? "" : `${numberText(value)} ${unit}`);

  return (
    <ChartsDataProvider
      height={HEIGHT}
      margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
      xAxis={[
        {
          id: "day",
          scaleType: "band",
          data: days.map((day) => day.date_created),
          valueFormatter: (date: string) => formatShortDay(date),
          tickLabelMinGap: 12,
        },
      ]}
      yAxis={[
        {
          id: "amount",
          min: 0,
          width: unit === "ml" ? 56 : 44,
          valueFormatter: (v: number) => numberText(v),
        },
      ]}
      series={[
        {
          type: "bar",
          id: "amount",
          label: `Water (${unit})`,
          data: days.map((day) => inUnit(day.amount, unit)),
          color: palette.primary.main,
          valueFormatter: format,
        },
        {
          type: "line",
          id: "target",
          label: `Target (${unit})`,
          data: days.map((day) => inUnit(day.target_ml, unit)),
          curve: "step",
          showMark: false,
          color: palette.warning.main,
          valueFormatter: format,
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: "top", horizontal: "end" }}>
        <ChartsLegend />
        <ChartsSurface
          // Dashed, so the target reads as a line to reach rather than another amount.
          sx={{ [`& .${lineClasses.line}`]: { strokeDasharray: "6 4", strokeWidth: 2 } }}
        >
          <ChartsGrid horizontal />
          <BarPlot borderRadius={3} />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="day" />
          <ChartsYAxis axisId="amount" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
