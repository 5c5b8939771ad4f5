// `npm run bench`: measures the app against ARCHITECTURE §6 and the issues' budgets on this
// machine and prints one `BENCH {json}` line per figure (plus a readable table), from one run.
// `npm run bench -- platform` runs only the named suites.
import { printTable } from "./report";
import { backupBench } from "./suites/backup";
import { lighthouseBench } from "./suites/lighthouse";
import { moneyBench } from "./suites/money";
import { moneyUploadBench } from "./suites/money-upload";
import { ownersBench } from "./suites/owners";
import { platformBench } from "./suites/platform";
import { soakBench } from "./suites/soak";
import { wordleBench } from "./suites/wordle";

// Each module with a benchmark adds its suite here (bench/suites/<name>.ts).
const suites: Record<string, () => Promise<void>> = {
  platform: platformBench,
  wordle: wordleBench,
  money: moneyBench,
  money_upload: moneyUploadBench,
  backup: backupBench,
  soak: soakBench,
  lighthouse: lighthouseBench,
  owners: ownersBench,
};

const chosen = process.argv.slice(2);
for (const [name, run] of Object.entries(suites)) {
  if (chosen.length === 0 || chosen.includes(name)) await run();
}
printTable();
