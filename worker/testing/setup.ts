import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";

// Setup files may run more than once; applyD1Migrations skips what is already applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Tests share one database and most reuse the same visitor address; each test starts with
// no acknowledgement or confirmation counted yet, so the per-mailbox caps only bite in the
// tests that aim at them.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM mailbox_caps").run();
});
