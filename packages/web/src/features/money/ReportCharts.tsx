import type {
  MoneyIncomeSpendingReport,
  MoneySpendingByCategoryReport,
  MoneyTopPayeesReport,
} from "@homebase/contracts";
import { BarChart } from "@mui/x-charts/BarChart";
import { useNavigate } from "react-router";
import { compactMoney, fullMoney, incomeSpendingSeries } from "./chartParts";
import { formatMonth } from "./format";
import { categoryMonthLink, incomeSpendingLink, payeeLink } from "./reportLinks";
import { useSchemePalette } from "./useSchemePalette";

// The reports' bar charts (issue 24). Clicking a bar opens the transactions it counts; the
// tables beside each chart (ReportsPage) offer the same links to the keyboard.

const monthAxis = (months: string[]) => ({
  scaleType: "band" as const,
  data: months,
  valueFormatter: (month: string) => formatMonth(month),
  tickLabelMinGap: 8,
});
const moneyAxis = { min: 0, width: 56, valueFormatter: compactMoney };

export const categoryName = (entry: MoneySpendingByCategoryReport["categories"][number]) =>
  entry.category?.name ?? "No category";

/** "category-12" (or "category-0" for no category): also what the e2e spec finds a bar by. */
const seriesIdOf = (entry: MoneySpendingByCategoryReport["categories"][number]) =>
  `category-${entry.category?.id ?? 0}`;

export function SpendingByCategoryChart({ report }: { report: MoneySpendingByCategoryReport }) {
  const navigate = useNavigate();
  return (
    <BarChart
      height={300}
      margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
      xAxis={[monthAxis(report.months)]}
      yAxis={[moneyAxis]}
      series={report.categories.map((entry) => ({
        id: seriesIdOf(entry),
        label: categoryName(entry),
        data: entry.totals,
        stack: "spending",
        valueFormatter: fullMoney,
      }))}
      onItemClick={(_event, item) => {
        const entry = report.categories.find((candidate) => seriesIdOf(candidate) === item.seriesId);
        const month = report.months[item.dataIndex];
        if (entry && month) navigate(categoryMonthLink(entry.category, month));
      }}
    />
  );
}

export function IncomeSpendingChart({ report }: { report: MoneyIncomeSpendingReport }) {
  const navigate = useNavigate();
  const palette = useSchemePalette();
  return (
    <BarChart
      height={260}
      margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
      xAxis={[monthAxis(report.map((row) => row.month))]}
      yAxis={[moneyAxis]}
      series={incomeSpendingSeries(palette, report)}
      onItemClick={(_event, item) => {
        const row = report[item.dataIndex];
        if (row) navigate(incomeSpendingLink(row.month, item.seriesId === "income" ? "income" : "spending"));
      }}
    />
  );
}

export function TopPayeesChart({ report }: { report: MoneyTopPayeesReport }) {
  const navigate = useNavigate();
  const palette = useSchemePalette();
  const names = report.map((row) => row.payee?.name ?? "No payee");
  return (
    <BarChart
      height={Math.max(160, 36 * report.length + 40)}
      layout="horizontal"
      margin={{ left: 4, right: 28, top: 8, bottom: 4 }}
      yAxis={[{ scaleType: "band", data: names, width: 120 }]}
      xAxis={[{ min: 0, valueFormatter: compactMoney }]}
      series={[
        {
          id: "spending",
          label: "Spending",
          data: report.map((row) => row.spending),
          color: palette.primary.main,
          valueFormatter: fullMoney,
        },
      ]}
      hideLegend
      onItemClick={(_event, item) => {
        const payee = report[item.dataIndex]?.payee;
        if (payee) navigate(payeeLink(payee.id));
      }}
    />
  );
}
