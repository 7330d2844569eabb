import type { TableRetention } from "../../contract/retention/rule.ts";

/** Tables that are the database's or the migration runner's own, never ours. */
const SYSTEM_TABLE = /^(sqlite_|_cf_|d1_migrations$)/;

/** Every table the migrations made, with its columns, as D1 reports them. */
export async function schemaColumns(db: D1Database): Promise<Record<string, string[]>> {
  const { results: tables } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const schema: Record<string, string[]> = {};
  for (const { name } of tables) {
    if (SYSTEM_TABLE.test(name)) continue;
    const { results } = await db.prepare("SELECT name FROM pragma_table_info(?1)").bind(name).all<{ name: string }>();
    schema[name] = results.map((r) => r.name);
  }
  return schema;
}

/** `table.column` for every column of `schema` that `declaration` does not classify (a table it lacks: all its columns). */
export function unclassifiedColumns(schema: Record<string, string[]>, declaration: Readonly<Record<string, TableRetention>>): string[] {
  return Object.entries(schema).flatMap(([table, columns]) =>
    columns.filter((column) => !Object.hasOwn(declaration[table]?.columns ?? {}, column)).map((column) => `${table}.${column}`),
  );
}
