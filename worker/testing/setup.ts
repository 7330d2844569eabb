import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";

// Setup files run before every test file; applyD1Migrations skips what is already applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The test files run one after another in one workerd (vitest.config.ts, the worker
// project): each starts from a database emptied of all but the migrations' own records
// (which migrations ran, and app_meta's schema marker, which the health check reads).
const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'app_meta')",
).all<{ name: string }>();
await env.DB.batch(tables.results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)));

// Tests share one database and most reuse the same visitor address; each test starts with
// no acknowledgement or confirmation counted yet, so the per-mailbox caps only bite in the
// tests that aim at them.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM mailbox_caps").run();
});
