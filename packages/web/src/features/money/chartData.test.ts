import { describe, expect, it } from "vitest";
import { chartBuckets } from "./chartData";

describe("chartBuckets", () => {
  it("is empty without months", () => {
    expect(chartBuckets([])).toEqual({ unit: "month", buckets: [] });
  });

  it("fills the months without transactions with zeros", () => {
    const { unit, buckets } = chartBuckets([
      { month: "2024-11", income: 0, spending: 61.1 },
      { month: "2025-02", income: 2500, spending: 0 },
    ]);
    expect(unit).toBe("month");
    expect(buckets).toEqual([
      { period: "2024-11", income: 0, spending: 61.1 },
      { period: "2024-12", income: 0, spending: 0 },
      { period: "2025-01", income: 0, spending: 0 },
      { period: "2025-02", income: 2500, spending: 0 },
    ]);
  });

  it("adds up years when the span is longer than three years, without float drift", () => {
    const { unit, buckets } = chartBuckets([
      { month: "2020-01", income: 0.1, spending: 0 },
      { month: "2020-05", income: 0.2, spending: 1 },
      { month: "2023-02", income: 0, spending: 2.5 },
    ]);
    expect(unit).toBe("year");
    expect(buckets).toEqual([
      { period: "2020", income: 0.3, spending: 1 },
      { period: "2021", income: 0, spending: 0 },
      { period: "2022", income: 0, spending: 0 },
      { period: "2023", income: 0, spending: 2.5 },
    ]);
  });
});
