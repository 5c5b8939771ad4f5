import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_auth";
import * as m0002 from "./0002_water";
import * as m0003 from "./0003_fuel";
import * as m0004 from "./0004_tasks";
import * as m0005 from "./0005_money";
import * as m0006 from "./0006_bible";
import * as m0007 from "./0007_money_upload";
import * as m0008 from "./0008_bills";
import * as m0009 from "./0009_pack";
import * as m0010 from "./0010_tv";
import * as m0011 from "./0011_tv_specials";
import * as m0012 from "./0012_money_duplicate_index";
import * as m0013 from "./0013_shared_state";
import * as m0014 from "./0014_data_versions";
import * as m0015 from "./0015_tasks_checklist";
import * as m0016 from "./0016_backups";
import * as m0017 from "./0017_bills_auto_pay";
import * as m0018 from "./0018_notifications";
import * as m0019 from "./0019_idempotency";
import * as m0020 from "./0020_account_settings";
import * as m0021 from "./0021_money_balances";
import * as m0022 from "./0022_imports";
import * as m0024 from "./0024_money_rules";
import * as m0025 from "./0025_bill_payments";
import * as m0027 from "./0027_import_jobs";
import * as m0028 from "./0028_money_account_encoding";
import * as m0029 from "./0029_money_ledger_index_covering";

// Every migration, in order. A module adds its `NNNN_name.ts` file here; names never change once shipped.
export const migrations: Record<string, Migration> = {
  "0001_auth": m0001,
  "0002_water": m0002,
  "0003_fuel": m0003,
  "0004_tasks": m0004,
  "0005_money": m0005,
  "0006_bible": m0006,
  "0007_money_upload": m0007,
  "0008_bills": m0008,
  "0009_pack": m0009,
  "0010_tv": m0010,
  "0011_tv_specials": m0011,
  "0012_money_duplicate_index": m0012,
  "0013_shared_state": m0013,
  "0014_data_versions": m0014,
  "0015_tasks_checklist": m0015,
  "0016_backups": m0016,
  "0017_bills_auto_pay": m0017,
  "0018_notifications": m0018,
  "0019_idempotency": m0019,
  "0020_account_settings": m0020,
  "0021_money_balances": m0021,
  "0022_imports": m0022,
  "0024_money_rules": m0024,
  "0025_bill_payments": m0025,
  "0027_import_jobs": m0027,
  "0028_money_account_encoding": m0028,
  "0029_money_ledger_index_covering": m0029,
};
