/**
 * D1 with a short second try when SQLite was busy. Cloudflare advises retrying D1 calls
 * that fail for a passing reason; of those, only "busy" is certain to have changed nothing
 * (the lock was never taken, a batch is one transaction), so only it is tried again, and
 * the Idempotency-Key still covers a lead whose answer was lost. Locally it is what keeps a
 * submission from getting a 503 while `npm run leads` or a test reads wrangler dev's
 * database file.
 */
import { isBusy } from "../statements/errors.ts";

/** Pauses before the second, third and fourth try: about half a second in all. */
export const BUSY_PAUSES_MS = [25, 100, 300] as const;

/** Runs `attempt`, again after each pause of BUSY_PAUSES_MS while it fails as busy. */
export async function whileBusy<T>(attempt: () => Promise<T>, what: string): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      const pause = BUSY_PAUSES_MS[tries - 1];
      if (pause === undefined || !isBusy(err)) throw err;
      console.warn(`D1 was busy (${what}); trying again in ${pause} ms`);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** What a D1 call runs through: `call` is the call itself, `what` names it for a log line. */
export type AroundD1 = <T>(call: () => Promise<T>, what: string) => Promise<T>;

const RAW = Symbol("raw D1 statement");
type Wrapped = D1PreparedStatement & { [RAW]?: D1PreparedStatement };
const unwrap = (statement: Wrapped) => statement[RAW] ?? statement;

/** The statement, its answers run through `around`; `bind` keeps it so. */
function statementAround(statement: D1PreparedStatement, around: AroundD1): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === RAW) return target;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "bind") return (...values: unknown[]) => statementAround(value.apply(target, values), around);
      if (prop === "first" || prop === "run" || prop === "all" || prop === "raw") {
        return (...args: unknown[]) => around(() => value.apply(target, args), `a query's ${String(prop)}`);
      }
      return value.bind(target);
    },
  });
}

/** `db`, with every query's answer, batch and exec run through `around`, and the rest of D1 as it is. */
export function d1Around(db: D1Database, around: AroundD1): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "prepare") return (query: string) => statementAround(target.prepare(query), around);
      if (prop === "batch") {
        return (statements: Wrapped[]) => around(() => target.batch(statements.map(unwrap)), `batch of ${statements.length}`);
      }
      if (prop === "exec") return (query: string) => around(() => target.exec(query), "exec");
      return value.bind(target);
    },
  });
}

/** `db`, with every query, batch and exec tried again while SQLite is busy. */
export const retryingWhileBusy = (db: D1Database): D1Database => d1Around(db, whileBusy);
