/**
 * Every migration in worker/migrations, in order: the schema this code expects. A test
 * compares the list with the folder, so a new migration is added here in the same change.
 */
export const expectedMigrations: readonly string[] = [
  "0001_health.sql",
  "0002_leads.sql",
  "0003_consents.sql",
  "0004_outbox_channels.sql",
  "0005_idempotency_body_hash.sql",
  "0006_funnel.sql",
  "0007_normalised_addresses.sql",
  "0008_consent_idempotency.sql",
  "0009_inquiry_status.sql",
  "0010_mailbox_caps_funnel_openings.sql",
  "0011_outbox_uncertain.sql",
  "0012_attribution.sql",
  "0013_bookings.sql",
  "0014_five_languages.sql",
  "0015_booking_in_dialog.sql",
  "0016_staff_inbox.sql",
  "0017_funnel_openings_pending.sql",
  "0019_buyer_fields.sql",
  "0020_next_step_text.sql",
  "0021_mailbox_caps_per_kind.sql",
];

/**
 * The migrations this code expects that D1 has not applied, by file name, in order; empty
 * when the database is up to date. Wrangler records each applied migration in
 * `d1_migrations`; a database without that table has applied none through wrangler.
 */
export async function pendingMigrations(db: D1Database): Promise<string[]> {
  let applied: Set<string>;
  try {
    const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
    applied = new Set(results.map((r) => r.name));
  } catch (err) {
    if (!/no such table/i.test(String(err))) throw err;
    applied = new Set();
  }
  return expectedMigrations.filter((name) => !applied.has(name));
}

/** What to run when D1 lacks a migration: printed where the Worker logs (the `npm start` terminal). */
export const MIGRATE_HINT =
  "D1 lacks a migration this code expects: run `npm run db:migrate` (deployed: `npx wrangler d1 migrations apply agency-leads --remote`).";

/** True for the error SQLite gives for a table or column a pending migration adds. */
export function isMissingSchema(err: unknown): boolean {
  return /no such (table|column)|has no column named/i.test(String(err instanceof Error ? err.message : err));
}
