import type { Generated } from "kysely";

// One interface per table. Conventions every module follows so both dialects behave alike:
// - ids are integers (serial on PostgreSQL, autoincrement on SQLite);
// - instants are ISO 8601 UTC text (`nowIso()`), calendar dates are "yyyy-mm-dd" text;
// - booleans are named is_*, has_* or show_* (the SQLite plugin maps them to and from 0/1);
// - money is integer cents; every owned row has user_id.

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  /** Refreshed at most once per SESSION_TOUCH_INTERVAL_MS, so reads cost no write each. */
  last_used_at: string | null;
  user_agent: string | null;
}

export interface OwnerSettingsTable {
  user_id: number;
  /** null: follow the server's TZ. */
  time_zone: string | null;
  theme: string;
  water_unit: Generated<string>;
  has_task_defaults: Generated<boolean>;
  /** null: the default passage link. */
  bible_url_template: string | null;
  /** JSON array of module keys the owner hid from the menu and Home. */
  hidden_modules: Generated<string>;
  is_getting_started_dismissed: Generated<boolean>;
  updated_at: string;
}

export interface WaterDailyTargetsTable {
  id: Generated<number>;
  user_id: number;
  target_ml: number;
  updated_at: string;
}

export interface WaterTargetChangesTable {
  id: Generated<number>;
  user_id: number;
  effective_date: string;
  target_ml: number;
}

export interface WaterEntriesTable {
  id: Generated<number>;
  user_id: number;
  amount_ml: number;
  entry_date: string;
  created_at: string;
}

export interface FuelVehiclesTable {
  id: Generated<number>;
  user_id: number;
  slug: string;
  name: string;
  is_default: boolean;
  distance_unit: string;
  volume_unit: string;
  created_at: string;
}

export interface FuelEntriesTable {
  id: Generated<number>;
  user_id: number;
  vehicle_id: number;
  date: string;
  mileage_tenths: number;
  gallons_milli: number;
  price_milli: number;
  total_cents: number;
  is_full: boolean;
  is_missed_previous: boolean;
  location: string;
  latitude: number | null;
  longitude: number | null;
  notes: string;
  created_at: string;
}

export interface TaskPrioritiesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  color: string;
  ordering: number;
}

export interface TaskProjectsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
}

export interface TasksTable {
  id: Generated<number>;
  user_id: number;
  slug: string;
  name: string;
  notes: string;
  due_date: string | null;
  priority_id: number | null;
  project_id: number | null;
  is_completed: boolean;
  time_completed: string | null;
  completed_on: string | null;
  is_active: boolean;
  repeat_every: number | null;
  repeat_unit: string | null;
  repeat_from: string | null;
  created_at: string;
}

export interface TaskCompletionsTable {
  id: Generated<number>;
  user_id: number;
  task_id: number;
  completed_at: string;
  due_date: string | null;
  /** Checklist item ids ticked at the time, comma-separated (repeating tasks), for Undo. */
  checklist_done: string | null;
}

export interface TaskChecklistItemsTable {
  id: Generated<number>;
  user_id: number;
  task_id: number;
  name: string;
  is_done: boolean;
  position: number;
}

export interface MoneyAccountsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  is_active: Generated<boolean>;
  date_format: Generated<string>;
  transaction_date_field: Generated<string>;
  posted_date_field: Generated<string>;
  description_field: Generated<string>;
  debit_field: Generated<string>;
  credit_field: Generated<string>;
  amount_field: Generated<string>;
  type_field: Generated<string>;
  account_number_field: Generated<string>;
  /** Upload setting: a positive amount in the file is money in (false: money out). */
  is_positive_credit: Generated<boolean>;
  /** Upload setting: the character set of statements that are not UTF-8 ("" : Windows-1252). */
  encoding: Generated<string>;
  /** Signed cents the account held on opening_date (issue 24). */
  opening_balance: Generated<number>;
  /** yyyy-mm-dd; the balance counts transactions on or after it (null: all of them). */
  opening_date: string | null;
  created_at: string;
}

/** Issue 24: a debit and a credit of the same amount in two of the owner's accounts. */
export interface MoneyTransfersTable {
  id: Generated<number>;
  user_id: number;
  debit_transaction_id: number;
  credit_transaction_id: number;
  status: "confirmed" | "dismissed";
  created_at: string;
}

/** Issue 24: pairs between these two accounts are transfers without asking. */
export interface MoneyRulesTable {
  id: Generated<number>;
  user_id: number;
  position: number;
  payee_id: number | null;
  description_contains: Generated<string>;
  set_payee_id: number | null;
  set_category_id: number | null;
  created_at: string;
}

export interface MoneyRuleTagsTable {
  rule_id: number;
  tag_id: number;
}

export interface MoneyTransferRulesTable {
  id: Generated<number>;
  user_id: number;
  from_account_id: number;
  to_account_id: number;
  created_at: string;
}

export interface MoneyCategoriesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  is_parent: boolean;
  is_included: boolean;
  parent_category_id: number | null;
  created_at: string;
}

export interface MoneyPayeesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  is_active: Generated<boolean>;
  default_category_id: number | null;
  created_at: string;
}

export interface MoneyTagsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
}

export interface MoneyTransactionsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  payee_id: number | null;
  category_id: number | null;
  transaction_date: string;
  posted_date: string | null;
  /** Signed integer cents: money in positive, money out negative. */
  amount: number;
  notes: Generated<string>;
  original_description: Generated<string>;
  original_data: string | null;
  original_data_hash: string | null;
  created_at: string;
}

export interface MoneyTransactionTagsTable {
  transaction_id: number;
  tag_id: number;
}

export interface MoneyPayeeAliasesTable {
  id: Generated<number>;
  user_id: number;
  payee_id: number;
  /** A raw description or normalised name, lower case. */
  alias: string;
}

export interface MoneyPayeeSimilaritiesTable {
  id: Generated<number>;
  user_id: number;
  /** The pair is stored once, payee_id < secondary_id. */
  payee_id: number;
  secondary_id: number;
  similarity: number;
  is_active: Generated<boolean>;
  created_at: string;
}

export interface BiblePlansTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  name: string;
  start_date: string;
  days: number;
  /** "1,3,5" (0 = Sunday); "" = every day. */
  weekdays: Generated<string>;
  is_paused: Generated<boolean>;
  created_at: string;
}

export interface BibleScheduleEntriesTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  book: string;
  chapter: number;
  /** Canonical chapter index, 0 = Genesis 1. */
  sequence: number;
  planned_date: string;
  is_completed: Generated<boolean>;
  time_completed: string | null;
  completed_on: string | null;
}

export interface BibleMemoryItemsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  notes: Generated<string>;
  planned_date: string | null;
  is_priority: Generated<boolean>;
  is_completed: Generated<boolean>;
  time_completed: string | null;
  review_stage: Generated<number>;
  next_review_date: string | null;
  created_at: string;
}

export interface BillsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  payee_id: number | null;
  category_id: number | null;
  default_bank_account_id: number | null;
  /** D, W, M or Y (bills-logic FREQUENCIES). */
  frequency: string;
  frequency_count: number;
  is_auto_pay: boolean;
  external_url: string;
  is_active: Generated<boolean>;
  anchor_date: string;
  /** The day auto-pay was turned on (yyyy-mm-dd): it pays statements due from then on. */
  auto_pay_since: string | null;
  created_at: string;
}

export interface BillStatementsTable {
  id: Generated<number>;
  user_id: number;
  bill_id: number;
  sequence: number;
  due_date: string;
  /** Cents. */
  due_amount: number;
  bank_account_id: number | null;
  comments: Generated<string>;
  /** F unpaid, P paid, S skipped. */
  payment_status: string;
  date_paid: string | null;
  /** Paid by auto-pay rather than by the owner. */
  is_auto_paid: Generated<boolean>;
  /** The owner set it back to unpaid: auto-pay leaves it alone. */
  is_auto_pay_off: Generated<boolean>;
  /** The imported transaction that paid it (issue 19), at most one statement per transaction. */
  transaction_id: number | null;
  /** Cents actually paid, from that transaction. */
  amount_paid: number | null;
  /** Marked paid from an account: its transaction, when imported, is linked (not paid again). */
  awaits_transaction: Generated<boolean>;
  created_at: string;
}

/** A possible payment of a statement by a transaction that was not clear-cut (issue 19). */
export interface BillPaymentOffersTable {
  id: Generated<number>;
  user_id: number;
  statement_id: number;
  transaction_id: number;
  is_dismissed: Generated<boolean>;
  created_at: string;
}

interface PhotoColumns {
  photo: string | null;
  photo_width: number | null;
  photo_height: number | null;
  thumbnail: string | null;
  thumbnail_width: number | null;
  thumbnail_height: number | null;
}

export interface PackNamedTable {
  id: Generated<number>;
  user_id: number;
  name: string;
}

export interface PackItemsTable extends PhotoColumns {
  id: Generated<number>;
  user_id: number;
  name: string;
  brand_name: string;
  size: string;
  color: string;
  category_id: number | null;
  inventory_id: number | null;
  is_auto_add: Generated<boolean>;
  is_deleted: Generated<boolean>;
  created_at: string;
}

export interface PackTripsTable extends PhotoColumns {
  id: Generated<number>;
  user_id: number;
  name: string;
  date_start: string;
  date_end: string;
  show_packed: Generated<boolean>;
  created_at: string;
}

export interface PackActivitiesTable {
  id: Generated<number>;
  user_id: number;
  trip_id: number;
  name: string;
  created_at: string;
}

export interface PackTripItemsTable {
  id: Generated<number>;
  user_id: number;
  trip_id: number;
  activity_id: number;
  item_id: number;
  is_packed: Generated<boolean>;
  is_deleted: Generated<boolean>;
  time_updated: string;
}

export interface TvShowsTable {
  id: Generated<number>;
  tvmaze_id: number;
  name: string;
  overview: string;
  network: string;
  status: string;
  premiered: string | null;
  image_url: string | null;
  poster: string | null;
  poster_thumb: string | null;
  tvmaze_updated: number;
  fetched_at: string;
}

export interface TvEpisodesTable {
  id: Generated<number>;
  tv_show_id: number;
  tvmaze_id: number;
  season: number;
  number: number;
  name: string;
  airstamp: string | null;
  runtime: number | null;
  summary: string;
  /** Stored with number 0 (the column is NOT NULL); never counts toward progress. */
  is_special: Generated<boolean>;
}

export interface TvTrackedShowsTable {
  id: Generated<number>;
  user_id: number;
  tv_show_id: number;
  is_hidden: Generated<boolean>;
  hidden_at: string | null;
  reset_at: string | null;
  created_at: string;
  show_specials: Generated<boolean>;
}

export interface TvWatchesTable {
  id: Generated<number>;
  user_id: number;
  episode_id: number;
  watched_at: string;
}

/** Shared state of several instances (migration 0013). */
export interface JobLeasesTable {
  name: string;
  holder: string | null;
  lease_until: string | null;
  last_finished_at: string | null;
}
/** Issue 22: what the first request with an owner's Idempotency-Key answered (http/idempotency.ts). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  request_hash: string;
  /** null while the first request is still running. */
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}
export interface ImportJobsTable {
  id: Generated<number>;
  user_id: number;
  source: string;
  file_name: string;
  dry_run: boolean;
  fields: string;
  today: string;
  file: Buffer | null;
  done: Generated<number>;
  total: Generated<number>;
  status: number | null;
  answer: string | null;
  holder: string | null;
  lease_until: string | null;
  created_at: string;
  finished_at: string | null;
}
export interface LoginFailuresTable {
  id: Generated<number>;
  throttle_key: string;
  failed_at: string;
}
export interface DataVersionsTable {
  user_id: number;
  scope: string;
  version: number;
}
export interface MediaTable {
  name: string;
  data: Buffer;
  created_at: string;
}

/** The backups the app ran (migration 0016). */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string | null;
  status: "running" | "succeeded" | "failed";
  file: string | null;
  bytes: number | null;
  error: string | null;
}

/** Issue 21 (migration 0018): calendar feed, notification channels, digest and reminders. */
export interface InstanceSecretsTable {
  name: string;
  value: string;
  created_at: string;
}
export interface CalendarFeedsTable {
  user_id: number;
  nonce: string;
  secret_hash: string;
  created_at: string;
}
export interface NotificationSettingsTable {
  user_id: number;
  digest_time: string | null;
  bill_reminder_days: number | null;
  show_bills: Generated<boolean>;
  show_tasks: Generated<boolean>;
  show_episodes: Generated<boolean>;
  show_trips: Generated<boolean>;
  show_reading: Generated<boolean>;
  updated_at: string;
}
export interface NotificationChannelsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  url: string | null;
  token: string | null;
  address: string | null;
  created_at: string;
}
export interface NotificationBillRulesTable {
  id: Generated<number>;
  user_id: number;
  bill_id: number;
  /** Days before the due date; null: no reminders for this bill. */
  reminder_days: number | null;
  updated_at: string;
}
export interface NotificationDeliveriesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  item_key: string;
  channel: string;
  status: "sending" | "sent" | "failed" | "skipped";
  attempts: number;
  next_attempt_at: string | null;
  error: string | null;
  updated_at: string;
}

/** Imports from other apps and the rows each added, for Undo (migration 0022). */
export interface DataImportsTable {
  id: Generated<number>;
  user_id: number;
  source: string;
  file_name: string;
  counts: string;
  created_at: string;
}
export interface DataImportRowsTable {
  id: Generated<number>;
  user_id: number;
  import_id: number;
  table_name: string;
  row_id: number;
}

/** TVmaze lookups by another site's id (migration 0022). */
export interface TvExternalIdsTable {
  id: Generated<number>;
  site: string;
  external_id: string;
  tvmaze_id: number | null;
  checked_at: string;
}

export interface Database {
  instance_secrets: InstanceSecretsTable;
  calendar_feeds: CalendarFeedsTable;
  notification_settings: NotificationSettingsTable;
  notification_channels: NotificationChannelsTable;
  notification_bill_rules: NotificationBillRulesTable;
  notification_deliveries: NotificationDeliveriesTable;
  tv_external_ids: TvExternalIdsTable;
  data_imports: DataImportsTable;
  data_import_rows: DataImportRowsTable;
  backup_runs: BackupRunsTable;
  job_leases: JobLeasesTable;
  login_failures: LoginFailuresTable;
  idempotency_keys: IdempotencyKeysTable;
  import_jobs: ImportJobsTable;
  media: MediaTable;
  data_versions: DataVersionsTable;
  tv_shows: TvShowsTable;
  tv_episodes: TvEpisodesTable;
  tv_tracked_shows: TvTrackedShowsTable;
  tv_watches: TvWatchesTable;
  pack_categories: PackNamedTable;
  pack_inventories: PackNamedTable;
  pack_items: PackItemsTable;
  pack_trips: PackTripsTable;
  pack_activities: PackActivitiesTable;
  pack_trip_items: PackTripItemsTable;
  bills: BillsTable;
  bill_statements: BillStatementsTable;
  bill_payment_offers: BillPaymentOffersTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  owner_settings: OwnerSettingsTable;
  water_daily_targets: WaterDailyTargetsTable;
  water_target_changes: WaterTargetChangesTable;
  water_entries: WaterEntriesTable;
  fuel_vehicles: FuelVehiclesTable;
  fuel_entries: FuelEntriesTable;
  task_priorities: TaskPrioritiesTable;
  task_projects: TaskProjectsTable;
  tasks: TasksTable;
  task_completions: TaskCompletionsTable;
  task_checklist_items: TaskChecklistItemsTable;
  money_accounts: MoneyAccountsTable;
  money_categories: MoneyCategoriesTable;
  money_payees: MoneyPayeesTable;
  money_tags: MoneyTagsTable;
  money_transactions: MoneyTransactionsTable;
  money_transaction_tags: MoneyTransactionTagsTable;
  money_payee_aliases: MoneyPayeeAliasesTable;
  money_payee_similarities: MoneyPayeeSimilaritiesTable;
  money_transfers: MoneyTransfersTable;
  money_transfer_rules: MoneyTransferRulesTable;
  money_rules: MoneyRulesTable;
  money_rule_tags: MoneyRuleTagsTable;
  bible_plans: BiblePlansTable;
  bible_schedule_entries: BibleScheduleEntriesTable;
  bible_memory_items: BibleMemoryItemsTable;
}
