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

const RAW = Symbol("raw D1 statement");
type Wrapped = D1PreparedStatement & { [RAW]?: D1PreparedStatement };
const unwrap = (statement: Wrapped) => statement[RAW] ?? statement;

/** The statement, its answers tried again while busy; `bind` keeps it so. */
function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === RAW) return target;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "bind") return (...values: unknown[]) => retryingStatement(value.apply(target, values));
      if (prop === "first" || prop === "run" || prop === "all" || prop === "raw") {
        return (...args: unknown[]) => whileBusy(() => value.apply(target, args), `a query's ${String(prop)}`);
      }
      return value.bind(target);
    },
  });
}

/** `db`, with every query, batch and exec tried again while SQLite is busy. */
export function retryingWhileBusy(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "prepare") return (query: string) => retryingStatement(target.prepare(query));
      if (prop === "batch") {
        return (statements: Wrapped[]) => whileBusy(() => target.batch(statements.map(unwrap)), `batch of ${statements.length}`);
      }
      if (prop === "exec") return (query: string) => whileBusy(() => target.exec(query), "exec");
      return value.bind(target);
    },
  });
}
