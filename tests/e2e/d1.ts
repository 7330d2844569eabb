import { execFileSync } from "node:child_process";

const API_PORT = process.env.E2E_API_PORT ?? "8787";

/** Quotes a value for SQL text: the only way values enter the statements below. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Reads the e2e server's local D1 through wrangler, as staff would
 * (`wrangler d1 execute --local`, the state of scripts/e2e-server.ts).
 */
export function queryD1<T>(sql: string): T[] {
  const out = execFileSync(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "d1",
      "execute",
      "agency-leads",
      "--local",
      "--persist-to",
      `.wrangler/e2e-${API_PORT}`,
      "--json",
      "--command",
      sql,
    ],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } },
  );
  return (JSON.parse(out) as { results: T[] }[])[0]!.results;
}
