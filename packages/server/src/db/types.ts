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
}

export interface OwnerSettingsTable {
  user_id: number;
  /** null: follow the server's TZ. */
  time_zone: string | null;
  theme: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  owner_settings: OwnerSettingsTable;
}
