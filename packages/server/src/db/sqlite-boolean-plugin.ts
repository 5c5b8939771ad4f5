import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

// better-sqlite3 cannot bind JS booleans and returns 0/1 for them. This plugin makes SQLite
// behave like PostgreSQL on reading: columns named by the boolean convention (is_*, has_*,
// show_*) come back as true/false. Booleans written are bound as 1/0 by the statement wrapper
// in database.ts (a look at each query's few parameters, where a transformer here walked every
// query's whole tree: a few per cent of a small read's time).

const BOOLEAN_COLUMN = /^(is|has|show)_/;

/** A parameter list as better-sqlite3 can bind it: booleans as 1/0. */
export const bindable = (parameters: readonly unknown[]) =>
  parameters.some((value) => typeof value === "boolean")
    ? parameters.map((value) => (typeof value === "boolean" ? (value ? 1 : 0) : value))
    : parameters;

export class SqliteBooleanPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const [first] = args.result.rows;
    if (!first) return args.result;
    // Rows of one result share their columns: classify the names once, not per row.
    const booleanKeys = Object.keys(first).filter((key) => BOOLEAN_COLUMN.test(key));
    if (booleanKeys.length === 0) return args.result;
    for (const row of args.result.rows) {
      for (const key of booleanKeys) {
        const value = row[key];
        if (value === 0 || value === 1) row[key] = value === 1;
      }
    }
    return args.result;
  }
}
