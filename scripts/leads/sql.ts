/**
 * The one place values enter the staff CLI's SQL. Every statement it runs is the Worker's
 * own (worker/db: the same reads, moves, retries and erasure as the staff inbox), built with
 * numbered parameters and inlined here.
 *
 * Why SQL text and not bound parameters: the CLI talks to D1 through
 * `wrangler d1 execute --command`, which takes SQL text only (no parameters), both for the
 * local database and for the deployed one. So every value is made safe in two layers:
 * 1. it is validated against a strict pattern before it gets here (ids, statuses, e-mail
 *    addresses, timestamps made by the CLI itself; see `parse.ts`) or was read from the
 *    database itself (the ids `forget` deletes), and
 * 2. it enters the SQL only through `sqlText`, which writes a SQLite string literal. In a
 *    SQLite string literal the single quote is the ONLY special character (doubling it
 *    escapes it; backslashes mean nothing), so doubling quotes is a complete escape. NUL
 *    and malformed UTF-16 are refused because C string APIs and UTF-8 encoders would cut
 *    or alter the text on its way to SQLite.
 * Numbers enter through `sqlInteger`. Table and column names are constants of the Worker's
 * shared statements.
 */
import type { Query } from "../../worker/cli.ts";
import { CommandError } from "./errors.ts";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A SQLite string literal for `value`: `it's` -> `'it''s'`. */
export function sqlText(value: string): string {
  if (value.includes("\u0000")) throw new CommandError("refusing a value with a NUL character");
  if (LONE_SURROGATE.test(value)) throw new CommandError("refusing a value that is not well-formed Unicode");
  return `'${value.replaceAll("'", "''")}'`;
}

/** A non-negative integer literal. */
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new CommandError(`not a non-negative integer: ${value}`);
  return String(value);
}

// A string literal (quotes doubled inside) is skipped whole, so a `?` in one is never taken for a parameter.
const LITERAL_OR_PARAMETER = /'(?:[^']|'')*'|\?(\d+)/g;

/**
 * The Worker's shared statements (worker/db) as one batch of SQL text:
 * each numbered parameter replaced by its value through `sqlText` / `sqlInteger`.
 */
export function inlineQueries(queries: readonly Query[]): string {
  return queries
    .map(({ sql, params }) =>
      sql.replace(LITERAL_OR_PARAMETER, (match, index: string | undefined) => {
        if (index === undefined) return match;
        const value = params[Number(index) - 1];
        if (value === undefined) throw new CommandError(`no value for parameter ?${index}`);
        if (value === null) return "NULL";
        return typeof value === "number" ? sqlInteger(value) : sqlText(value);
      }),
    )
    .join("; ");
}
