import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { normalizeEmail } from "../../../../contract/email.ts";
import worker from "../../../index.ts";
import { normaliseStoredAddresses } from "./addresses.ts";

const db = env.DB;
const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, "0")}:00.000Z`;

// Rows as code before normalisation stored them: the address as typed (inquiries and
// referrals), or lower-cased by JavaScript only (newsletter), never NFC.
function inquiry(id: string, email: string) {
  return db
    .prepare(
      `INSERT INTO project_inquiries (id, created_at, locale, source, project_type, project_description, project_timeline,
         company_name, company_size, industry, contact_name, contact_email, contact_phone)
       VALUES (?1, ?2, 'de', '', '', 'An app', '', 'Acme', '', '', 'Anna', ?3, '')`,
    )
    .bind(id, at(0), email);
}

function referral(id: string, email: string, referralEmail: string) {
  return db
    .prepare(
      `INSERT INTO referrals (id, created_at, locale, source, name, email, company_name, referral_name, referral_email,
         referral_company, contact_confirmed)
       VALUES (?1, ?2, 'en', '', 'Max', ?3, '', 'Eva', ?4, 'Beispiel AG', 1)`,
    )
    .bind(id, at(0), email, referralEmail);
}

function subscriber(id: string, email: string, status: string, minute: number) {
  return db
    .prepare("INSERT INTO newsletter_subscribers (id, email, locale, source, status, created_at) VALUES (?1, ?2, 'de', '', ?3, ?4)")
    .bind(id, email, status, at(minute));
}

function mail(id: string, leadId: string) {
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, lead_id, recipient, subject, message, next_attempt_at, created_at)
       VALUES (?1, 'newsletter_confirmation', ?2, 'x@example.com', 'Confirm', '{}', ?3, ?3)`,
    )
    .bind(id, leadId, at(0));
}

/** Runs migration 0007 again, as deployed: over rows that predate it. */
async function migrate(): Promise<void> {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0007_"));
  if (!migration) throw new Error("migration 0007 not found");
  await db.batch(migration.queries.map((q) => db.prepare(q)));
}

async function column(sql: string): Promise<unknown[]> {
  const { results } = await db.prepare(sql).all<Record<string, unknown>>();
  return results.map((row) => Object.values(row).join(" "));
}

beforeEach(async () => {
  await db.batch(["outbox", "project_inquiries", "referrals", "newsletter_subscribers"].map((t) => db.prepare(`DELETE FROM ${t}`)));
});

describe("normalising stored addresses", () => {
  it("rewrites every address of the old form, the migration doing ASCII and the code the rest", async () => {
    await db.batch([
      inquiry("inq_a", "ÄNNA.X@BÜCHER.DE"),
      inquiry("inq_b", "Anna@Example.COM"),
      inquiry("inq_c", "a\u0308nna@x.de"),
      inquiry("inq_d", "already@normal.at"),
      referral("ref_a", "ÖMER@BEISPIEL.AT", "Eva@Example.org"),
      referral("ref_b", "max@example.com", "E\u0301LODIE@EXEMPLE.FR"),
      subscriber("sub_a", "LENA@EXAMPLE.AT", "pending", 0),
      subscriber("sub_b", "ŁUKASZ@PRZYKŁAD.PL", "confirmed", 0),
    ]);
    await migrate();
    // What SQL alone managed: ASCII only.
    expect(await column("SELECT contact_email FROM project_inquiries ORDER BY id")).toEqual([
      "Änna.x@bÜcher.de",
      "anna@example.com",
      "a\u0308nna@x.de",
      "already@normal.at",
    ]);

    expect(await normaliseStoredAddresses(db)).toEqual({ ran: true, inquiries: 2, referrals: 2, subscribers: 1, mergedSubscribers: 0 });
    expect(await column("SELECT contact_email FROM project_inquiries ORDER BY id")).toEqual([
      "änna.x@bücher.de",
      "anna@example.com",
      "änna@x.de",
      "already@normal.at",
    ]);
    expect(await column("SELECT email, referral_email FROM referrals ORDER BY id")).toEqual([
      "ömer@beispiel.at eva@example.org",
      "max@example.com élodie@exemple.fr",
    ]);
    expect(await column("SELECT email FROM newsletter_subscribers ORDER BY id")).toEqual(["lena@example.at", "łukasz@przykład.pl"]);
    // Every address is now its own normal form.
    for (const email of await column("SELECT contact_email FROM project_inquiries UNION ALL SELECT email FROM newsletter_subscribers")) {
      expect(normalizeEmail(String(email))).toBe(email);
    }
  });

  it("merges newsletter rows that become one address: the most advanced stays, the others go with their mail", async () => {
    await db.batch([
      // ASCII variants (the migration merges them) ...
      subscriber("sub_p1", "Max@X.de", "pending", 1),
      subscriber("sub_u1", "max@x.de", "unsubscribed", 2),
      // ... and Unicode variants (the code merges them): confirmed beats pending, whatever the age.
      subscriber("sub_p2", "ÄNNA@X.DE", "pending", 0),
      subscriber("sub_c2", "änna@x.de", "confirmed", 5),
      subscriber("sub_p3", "a\u0308nna@x.de", "pending", 3),
      // Equal status: the older one stays.
      subscriber("sub_o4", "éva@x.fr", "pending", 4),
      subscriber("sub_n4", "e\u0301va@x.fr", "pending", 7),
      mail("out_p1", "sub_p1"),
      mail("out_p2", "sub_p2"),
      mail("out_p3", "sub_p3"),
      mail("out_c2", "sub_c2"),
      mail("out_n4", "sub_n4"),
    ]);
    await migrate();
    expect(await column("SELECT id, email FROM newsletter_subscribers WHERE id IN ('sub_p1', 'sub_u1')")).toEqual(["sub_u1 max@x.de"]);

    expect(await normaliseStoredAddresses(db)).toEqual({ ran: true, inquiries: 0, referrals: 0, subscribers: 0, mergedSubscribers: 3 });
    expect(await column("SELECT id, email, status FROM newsletter_subscribers ORDER BY id")).toEqual([
      "sub_c2 änna@x.de confirmed",
      "sub_o4 éva@x.fr pending",
      "sub_u1 max@x.de unsubscribed",
    ]);
    expect(await column("SELECT id FROM outbox ORDER BY id")).toEqual(["out_c2"]);
  });

  it("keeps a row that needs rewriting when it outranks the row already in normal form", async () => {
    await db.batch([
      subscriber("sub_old", "änna@x.de", "pending", 0),
      subscriber("sub_new", "ÄNNA@X.DE", "confirmed", 9),
      mail("out_old", "sub_old"),
    ]);
    await migrate();
    expect(await normaliseStoredAddresses(db)).toMatchObject({ subscribers: 1, mergedSubscribers: 1 });
    expect(await column("SELECT id, email, status FROM newsletter_subscribers")).toEqual(["sub_new änna@x.de confirmed"]);
    expect(await column("SELECT id FROM outbox")).toEqual([]);
  });

  it("runs once: later calls read only the marker, and a forced run finds nothing to change", async () => {
    await db.batch([inquiry("inq_a", "ÄNNA@X.DE"), subscriber("sub_a", "ÖMER@X.DE", "pending", 0)]);
    await migrate();
    expect(await normaliseStoredAddresses(db)).toMatchObject({ ran: true, inquiries: 1, subscribers: 1 });
    expect(await column("SELECT value FROM app_meta WHERE key = 'addresses_normalised'")).toEqual(["done"]);

    // A row in the old form after the marker is set is left alone unless forced.
    await db.batch([inquiry("inq_b", "ÜBER@X.DE")]);
    expect(await normaliseStoredAddresses(db)).toEqual({ ran: false, inquiries: 0, referrals: 0, subscribers: 0, mergedSubscribers: 0 });
    expect(await column("SELECT contact_email FROM project_inquiries WHERE id = 'inq_b'")).toEqual(["ÜBER@X.DE"]);
    expect(await normaliseStoredAddresses(db, { force: true })).toEqual({
      ran: true,
      inquiries: 1,
      referrals: 0,
      subscribers: 0,
      mergedSubscribers: 0,
    });
    expect(await normaliseStoredAddresses(db, { force: true })).toEqual({
      ran: true,
      inquiries: 0,
      referrals: 0,
      subscribers: 0,
      mergedSubscribers: 0,
    });
    expect(await column("SELECT contact_email FROM project_inquiries ORDER BY id")).toEqual(["änna@x.de", "über@x.de"]);
  });

  it("is finished by the cron, which logs what it rewrote", async () => {
    await db.batch([inquiry("inq_a", "ÄNNA.X@BÜCHER.DE"), referral("ref_a", "max@example.com", "ÉLODIE@EXEMPLE.FR")]);
    await migrate();
    await db.prepare("UPDATE app_meta SET value = 'pending' WHERE key = 'addresses_normalised'").run();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
      expect(await column("SELECT contact_email FROM project_inquiries")).toEqual(["änna.x@bücher.de"]);
      expect(await column("SELECT referral_email FROM referrals")).toEqual(["élodie@exemple.fr"]);
      const line = log.mock.calls.map((call) => String(call[0])).find((text) => text.startsWith('{"event":"addresses"'));
      expect(JSON.parse(line ?? "{}")).toMatchObject({ ran: true, inquiries: 1, referrals: 1 });
    } finally {
      log.mockRestore();
    }
  });
});
