// One place every bench suite reports its figures: a `BENCH {json}` line each, and a table at the end.

export type Figure = { name: string; value: number; unit: string; budget?: string };

const figures: Figure[] = [];

export function report(figure: Figure): void {
  figures.push(figure);
  console.log(`BENCH ${JSON.stringify(figure)}`);
}

export function printTable(): void {
  console.log("\nfigure                           value          budget");
  for (const f of figures) {
    console.log(`${f.name.padEnd(32)} ${`${f.value} ${f.unit}`.padEnd(14)} ${f.budget ?? ""}`);
  }
}
