// The layering check finds each kind of breach, and passes a module laid out as it should be.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { layeringBreaches } from "./check-layering.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "homebase-layering-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function tree(files) {
  const modules = fs.mkdtempSync(path.join(dir, "modules-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    fs.writeFileSync(path.join(modules, name), text);
  }
  return modules;
}
const only = (breaches) => breaches.map((breach) => breach.replace(/^.*modules-[^/]+\//, ""));

describe("check-layering", () => {
  it("passes routes that call their service, and a service that calls its own repo and another's service", () => {
    const modules = tree({
      "water/water.routes.ts": 'import * as water from "./water.service";\nexport const x = water.list;\n',
      "water/water.service.ts":
        'import { orNotFound } from "../../http/errors";\nimport * as repo from "./water.repo";\nimport { ownerToday } from "../settings/settings.service";\n',
      "water/water.repo.ts": 'export const list = (db) => db.selectFrom("water_entries").selectAll().execute();\n',
      "water/water.test.ts": 'db.selectFrom("x"); import * as other from "../money/money.repo";\n',
    });
    expect(layeringBreaches(modules)).toEqual([]);
  });

  it("reports SQL and orNotFound in routes files, and another module's repo imported", () => {
    const modules = tree({
      "bills/bills.routes.ts": [
        'import { orNotFound } from "../../http/errors";',
        'const rows = await db.selectFrom("bills").selectAll().execute();',
        "await sql`select 1`.execute(db);",
      ].join("\n"),
      "bills/bills.service.ts": 'import * as money from "../money/money.repo";\n',
      "money/upload/upload.routes.ts": 'await db.deleteFrom("money_transactions").execute();\n',
    });
    expect(only(layeringBreaches(modules)).sort()).toEqual([
      "bills/bills.routes.ts:1: orNotFound in a routes file: the service loads the owned row or answers 404",
      "bills/bills.routes.ts:2: SQL in a routes file: move it to the module's repo",
      "bills/bills.routes.ts:3: SQL in a routes file: move it to the module's repo",
      "bills/bills.service.ts:1: imports the money module's repo: go through its service",
      "money/upload/upload.routes.ts:1: SQL in a routes file: move it to the module's repo",
    ]);
  });
});
