import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

// better-sqlite3 cannot bind JS booleans and returns 0/1 for them. This plugin makes SQLite
// behave like PostgreSQL: booleans are written as 1/0, and columns named by the boolean
// convention (is_*, has_*, show_*) come back as true/false.

const BOOLEAN_COLUMN = /^(is|has|show)_/;

const toSqlite = (value: unknown) => (typeof value === "boolean" ? (value ? 1 : 0) : value);

class BooleanParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toSqlite(node.value) };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqlite) };
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanParameterTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
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
