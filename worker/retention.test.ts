import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retentionDays, retentionRules } from "../contract/retention/index.ts";
import { monthsSettings } from "../contract/retention/periods.ts";
import type { RetentionRule, TableRetention } from "../contract/retention/rule.ts";
import { privacyConfigFromVars } from "../site/privacy/config.ts";
import { readConfig } from "./config.ts";
import { insertConsent } from "./db/visitors/d1/consents.ts";
import worker from "./index.ts";
import { applyRetention, monthsBefore, retentionCutoffs } from "./retention.ts";
import { sendableMessage } from "./testing/http.ts";

// The cron's clock: every row below is dated relative to it, so the test moves time by
// choosing `now` (and the scheduled controller's scheduledTime) instead of waiting.
const now = new Date("2026-06-15T12:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const monthsAgo = (months: number) => monthsBefore(now, months).toISOString();
const config = { retentionMonths: 24, consentProofMonths: 36, funnelRetentionMonths: 13 };

/**
 * The tables a list of migrations leaves behind, read from their SQL: CREATE TABLE adds,
 * DROP TABLE removes, ALTER TABLE ... RENAME TO renames, in order. Comments are skipped so
 * a table named in one is not counted.
 */
function tablesCreatedBy(statements: readonly string[]): string[] {
  const name = String.raw`[\x60"\[]?(\w+)[\x60"\]]?`;
  const pattern = new RegExp(
    String.raw`\bCREATE\s+(?:TEMP(?:ORARY)?\s+)?(?:VIRTUAL\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${name}` +
      String.raw`|\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${name}` +
      String.raw`|\bALTER\s+TABLE\s+${name}\s+RENAME\s+TO\s+${name}`,
    "gi",
  );
  const tables = new Set<string>();
  for (const statement of statements) {
    const sql = statement.replace(/--[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const [, created, dropped, from, to] of sql.matchAll(pattern)) {
      if (created) tables.add(created.toLowerCase());
      if (dropped) tables.delete(dropped.toLowerCase());
      if (from && to) {
        tables.delete(from.toLowerCase());
        tables.add(to.toLowerCase());
      }
    }
  }
  return [...tables].sort();
}

/** Tables without an entry in `retentionRules`: what the coverage test reports. */
function tablesWithoutRule(tables: readonly string[]): string[] {
  return tables.filter((table) => !Object.hasOwn(retentionRules, table));
}

const migrationStatements = () => env.TEST_MIGRATIONS.flatMap((migration) => migration.queries);

async function insertInquiry(id: string, createdAt: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO project_inquiries (id, created_at, locale, source, project_type, project_description, project_timeline,
       company_name, company_size, industry, contact_name, contact_email, contact_phone)
     VALUES (?1, ?2, 'en', '', 'mvp', 'x', '', 'Acme', '', '', 'Anna', 'anna@acme.at', '')`,
  )
    .bind(id, createdAt)
    .run();
}

async function insertReferral(id: string, createdAt: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO referrals (id, created_at, locale, source, name, email, company_name, referral_name, referral_email,
       referral_company, contact_confirmed)
     VALUES (?1, ?2, 'en', '', 'Max', 'max@example.com', '', 'Eva', 'eva@example.org', 'Beispiel AG', 1)`,
  )
    .bind(id, createdAt)
    .run();
}

async function insertSubscriber(
  id: string,
  status: string,
  createdAt: string,
  confirmationSentAt: string | null = createdAt,
  unsubscribedAt: string | null = null,
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO newsletter_subscribers (id, email, locale, source, status, created_at, confirmation_sent_at, confirmed_at,
       unsubscribed_at)
     VALUES (?1, ?2, 'en', '', ?3, ?4, ?5, CASE WHEN ?3 = 'confirmed' THEN ?5 END, ?6)`,
  )
    .bind(id, `${id}@example.com`, status, createdAt, confirmationSentAt, unsubscribedAt)
    .run();
}

async function insertMail(
  id: string,
  leadId: string,
  status: "pending" | "sent" | "dead",
  createdAt: string,
  sentAt: string | null,
  { channel = "mail", nextAttemptAt = createdAt }: { channel?: "mail" | "webhook"; nextAttemptAt?: string } = {},
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO outbox (id, channel, kind, lead_id, recipient, subject, message, status, attempts, next_attempt_at, created_at,
       sent_at)
     VALUES (?1, ?6, 'inquiry_notification', ?2, 'hello@example.com', 's', '{}', ?3, 1, ?7, ?4, ?5)`,
  )
    .bind(id, leadId, status, createdAt, sentAt, channel, nextAttemptAt)
    .run();
}

async function setIdempotency(table: "project_inquiries" | "referrals" | "consents", id: string, key: string | null): Promise<void> {
  await env.DB.prepare(`UPDATE ${table} SET idempotency_key = ?2, idempotency_body_hash = ?3 WHERE id = ?1`)
    .bind(id, key, key ? "a".repeat(64) : null)
    .run();
}

async function idempotencyOf(
  table: "project_inquiries" | "referrals" | "consents",
): Promise<Record<string, [string | null, string | null]>> {
  const { results } = await env.DB.prepare(`SELECT id, idempotency_key AS k, idempotency_body_hash AS h FROM ${table} ORDER BY id`).all<{
    id: string;
    k: string | null;
    h: string | null;
  }>();
  return Object.fromEntries(results.map((row) => [row.id, [row.k, row.h]]));
}

async function insertConsentAt(id: string, createdAt: string): Promise<void> {
  const record = { consentId: crypto.randomUUID(), functional: true, analytics: false, revision: 1, locale: "en" } as const;
  await insertConsent(env.DB, record, { id, createdAt, source: "" });
}

async function insertFunnelCount(day: string, source: string): Promise<void> {
  await env.DB.prepare("INSERT INTO funnel_counts (day, source, lang, event, step, count) VALUES (?1, ?2, 'en', 'open', 0, 7)")
    .bind(day, source)
    .run();
}

async function funnelDays(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT day FROM funnel_counts ORDER BY day").all<{ day: string }>();
  return results.map((row) => row.day);
}

async function ids(table: "project_inquiries" | "referrals" | "newsletter_subscribers" | "outbox" | "consents"): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>();
  return results.map((row) => row.id);
}

beforeEach(async () => {
  await env.DB.batch(
    ["outbox", "project_inquiries", "referrals", "newsletter_subscribers", "consents", "funnel_counts"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a retention rule for every table", () => {
  it("finds every table the migrations create, as the migrated database has them", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
    ).all<{ name: string }>();
    expect(tablesCreatedBy(migrationStatements())).toEqual(results.map((row) => row.name));
  });

  it("has exactly one entry per table the migrations create, no more, no less", () => {
    const tables = tablesCreatedBy(migrationStatements());
    expect(tables.length).toBeGreaterThanOrEqual(7);
    expect(tablesWithoutRule(tables)).toEqual([]);
    expect(Object.keys(retentionRules).sort()).toEqual(tables);
  });

  it("reports a table a new migration adds without a rule (the check can fail)", () => {
    const extra = [
      ...migrationStatements(),
      "-- CREATE TABLE only_in_a_comment (x TEXT);",
      'CREATE TABLE IF NOT EXISTS "newsletter_archive" (email TEXT NOT NULL, sent_at TEXT)',
      "CREATE TABLE scratch (x TEXT); DROP TABLE scratch;",
      "CREATE TABLE old_name (x TEXT); ALTER TABLE old_name RENAME TO audit_log;",
    ];
    expect(tablesWithoutRule(tablesCreatedBy(extra))).toEqual(["audit_log", "newsletter_archive"]);
  });

  it("gives every table with personal data or mail a rule that deletes it", () => {
    for (const [table, retention] of Object.entries(retentionRules) as [string, TableRetention][]) {
      const deletes = retention.rules.filter((rule) => rule.action === "delete");
      if (retention.holds === "none") expect(retention.why, table).toMatch(/\w/);
      else expect(deletes.length, `${table} holds ${retention.holds} and has no deleting rule`).toBeGreaterThan(0);
    }
  });

  it("clears the idempotency data of every table that stores an Idempotency-Key", async () => {
    for (const table of Object.keys(retentionRules)) {
      const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info(?1) WHERE name LIKE 'idempotency%' ORDER BY name")
        .bind(table)
        .all<{ name: string }>();
      const cleared = (retentionRules[table as keyof typeof retentionRules].rules as readonly RetentionRule[])
        .filter((rule) => rule.action === "clear")
        .flatMap((rule) => rule.columns ?? []);
      expect([...cleared].sort(), table).toEqual(results.map((row) => row.name));
    }
  });

  it("gives every cutoff one period, and every rule with a period a cutoff", () => {
    const periods = new Map<string, string>();
    for (const rule of Object.values(retentionRules).flatMap((t: TableRetention) => t.rules)) {
      if (typeof rule.period === "string") {
        // Kept rows, and rows that go with their lead, have no period of their own.
        expect(rule.cutoff, rule.rows).toBeUndefined();
        expect(rule.period === "kept", rule.rows).toBe(rule.action === "keep");
        continue;
      }
      expect(rule.cutoff, rule.rows).toBeTypeOf("string");
      expect(rule.countedFrom?.length, rule.rows).toBeGreaterThan(0);
      const period = JSON.stringify(rule.period);
      expect(periods.get(rule.cutoff!) ?? period, rule.cutoff).toBe(period);
      periods.set(rule.cutoff!, period);
    }
    expect([...periods.keys()].sort()).toEqual(Object.keys(retentionCutoffs(now, config)).sort());
  });
});

describe("the privacy page and the Worker read the same periods", () => {
  const unset = { RETENTION_MONTHS: undefined, CONSENT_PROOF_MONTHS: undefined, FUNNEL_RETENTION_MONTHS: undefined };
  const periods = (c: { retentionMonths: number; consentProofMonths: number; funnelRetentionMonths: number }) => ({
    retentionMonths: c.retentionMonths,
    consentProofMonths: c.consentProofMonths,
    funnelRetentionMonths: c.funnelRetentionMonths,
  });

  it("from the same vars, with the same defaults and the same refusals", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const vars of [
      unset,
      { RETENTION_MONTHS: "12", CONSENT_PROOF_MONTHS: "48", FUNNEL_RETENTION_MONTHS: "25" },
      { RETENTION_MONTHS: "0", CONSENT_PROOF_MONTHS: "two years", FUNNEL_RETENTION_MONTHS: " 6 " },
    ]) {
      const worker = periods(readConfig({ ...env, ...vars } as unknown as typeof env));
      expect(periods(privacyConfigFromVars(vars)), JSON.stringify(vars)).toEqual(worker);
    }
    expect(periods(privacyConfigFromVars(unset))).toEqual({
      retentionMonths: monthsSettings.retentionMonths.default,
      consentProofMonths: monthsSettings.consentProofMonths.default,
      funnelRetentionMonths: monthsSettings.funnelRetentionMonths.default,
    });
  });

  it("with the fixed periods the job applies", () => {
    const cutoffs = retentionCutoffs(now, config);
    const daysBefore = (cutoff: keyof typeof cutoffs) => (now.getTime() - Date.parse(cutoffs[cutoff])) / DAY;
    for (const cutoff of ["unconfirmedSubscribers", "unsubscribedSubscribers", "sentMail", "deadMail", "idempotencyKeys"] as const) {
      expect(daysBefore(cutoff), cutoff).toBe(retentionDays(cutoff));
    }
  });
});

describe("retention cutoffs", () => {
  it("counts calendar months and clamps to the end of a shorter month", () => {
    expect(monthsBefore(new Date("2026-06-15T12:00:00.000Z"), 24).toISOString()).toBe("2024-06-15T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T08:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T08:00:00.000Z"), 25).toISOString()).toBe("2024-02-29T08:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-10T00:00:00.000Z"), 1).toISOString()).toBe("2025-12-10T00:00:00.000Z");
  });

  it("reads the periods from the vars, defaults when unset, and refuses nonsense instead of deleting everything", () => {
    expect(readConfig(env)).toMatchObject({ retentionMonths: 24, consentProofMonths: 36, funnelRetentionMonths: 13 });
    const base = { ...env };
    expect(
      readConfig({
        ...base,
        RETENTION_MONTHS: undefined,
        CONSENT_PROOF_MONTHS: undefined,
        FUNNEL_RETENTION_MONTHS: undefined,
      } as unknown as typeof env),
    ).toMatchObject({
      retentionMonths: 24,
      consentProofMonths: 36,
      funnelRetentionMonths: 13,
    });
    expect(
      readConfig({ ...base, RETENTION_MONTHS: "12", CONSENT_PROOF_MONTHS: "48", FUNNEL_RETENTION_MONTHS: "25" } as unknown as typeof env),
    ).toMatchObject({
      retentionMonths: 12,
      consentProofMonths: 48,
      funnelRetentionMonths: 25,
    });
    // Values no other test of this isolate used: each mistake is logged once per isolate.
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(
      readConfig({
        ...base,
        RETENTION_MONTHS: "00",
        CONSENT_PROOF_MONTHS: "three years",
        FUNNEL_RETENTION_MONTHS: "-1",
      } as unknown as typeof env),
    ).toMatchObject({
      retentionMonths: 24,
      consentProofMonths: 36,
      funnelRetentionMonths: 13,
    });
    expect(error).toHaveBeenCalledTimes(3);
  });

  it("derives every cutoff from the run's clock", () => {
    expect(retentionCutoffs(now, config)).toEqual({
      leads: "2024-06-15T12:00:00.000Z",
      unconfirmedSubscribers: "2026-06-08T12:00:00.000Z",
      unsubscribedSubscribers: "2026-05-16T12:00:00.000Z",
      sentMail: "2026-05-16T12:00:00.000Z",
      deadMail: "2026-05-16T12:00:00.000Z",
      consents: "2023-06-15T12:00:00.000Z",
      funnelDays: "2025-05-15",
      idempotencyKeys: "2026-06-08T12:00:00.000Z",
      mailboxCaps: "2026-06-13T12:00:00.000Z",
      funnelOpenings: "2026-06-13T12:00:00.000Z",
      unmatchedBookings: "2026-05-16T12:00:00.000Z",
    });
  });
});

describe("applyRetention", () => {
  it("keeps a lead of 23 months and deletes one of 25, inquiries and referrals alike", async () => {
    await insertInquiry("inq_kept23months000", monthsAgo(23));
    await insertInquiry("inq_gone25months000", monthsAgo(25));
    await insertReferral("ref_kept23months000", monthsAgo(23));
    await insertReferral("ref_gone25months000", monthsAgo(25));

    const report = await applyRetention(env.DB, config, now);

    expect(await ids("project_inquiries")).toEqual(["inq_kept23months000"]);
    expect(await ids("referrals")).toEqual(["ref_kept23months000"]);
    expect(report.deleted).toMatchObject({ inquiries: 1, referrals: 1 });
  });

  it("deletes exactly what is older than the cutoff, not what is at it", async () => {
    const cutoff = monthsAgo(24);
    await insertInquiry("inq_atcutoff0000000", cutoff);
    await insertInquiry("inq_1msbefore000000", new Date(Date.parse(cutoff) - 1).toISOString());
    await applyRetention(env.DB, config, now);
    expect(await ids("project_inquiries")).toEqual(["inq_atcutoff0000000"]);
  });

  it("follows RETENTION_MONTHS", async () => {
    await insertInquiry("inq_13months0000000", monthsAgo(13));
    await insertInquiry("inq_11months0000000", monthsAgo(11));
    await applyRetention(env.DB, { ...config, retentionMonths: 12 }, now);
    expect(await ids("project_inquiries")).toEqual(["inq_11months0000000"]);
  });

  it("deletes unconfirmed sign-ups after 7 days, counting from the latest confirmation mail, and keeps confirmed ones", async () => {
    await insertSubscriber("sub_pending6days000", "pending", daysAgo(6));
    await insertSubscriber("sub_pending8days000", "pending", daysAgo(8));
    // Signed up long ago, asked again 2 days ago: the fresh link is still valid.
    await insertSubscriber("sub_renewed00000000", "pending", daysAgo(40), daysAgo(2));
    await insertSubscriber("sub_confirmedold000", "confirmed", daysAgo(400));

    const report = await applyRetention(env.DB, config, now);

    expect(await ids("newsletter_subscribers")).toEqual(["sub_confirmedold000", "sub_pending6days000", "sub_renewed00000000"]);
    expect(report.deleted.subscribers).toBe(1);
  });

  it("deletes sent mail after 30 days, and every mail of an expired lead whatever its status", async () => {
    await insertInquiry("inq_recent000000000", daysAgo(40));
    await insertMail("out_sent29days00000", "inq_recent000000000", "sent", daysAgo(29), daysAgo(29));
    await insertMail("out_sent31days00000", "inq_recent000000000", "sent", daysAgo(31), daysAgo(31));
    await insertMail("out_deadrecent00000", "inq_recent000000000", "dead", daysAgo(29), null);
    await insertInquiry("inq_expired00000000", monthsAgo(25));
    await insertMail("out_deadexpired0000", "inq_expired00000000", "dead", monthsAgo(25), null);
    await insertSubscriber("sub_unconfirmed0000", "pending", daysAgo(8));
    await insertMail("out_confirmation000", "sub_unconfirmed0000", "pending", daysAgo(8), null);

    const report = await applyRetention(env.DB, config, now);

    expect(await ids("outbox")).toEqual(["out_deadrecent00000", "out_sent29days00000"]);
    expect(report.deleted.outbox).toBe(3);
  });

  it("deletes consent records after CONSENT_PROOF_MONTHS", async () => {
    await insertConsentAt("c-35-months", monthsAgo(35));
    await insertConsentAt("c-37-months", monthsAgo(37));
    expect((await applyRetention(env.DB, config, now)).deleted.consents).toBe(1);
    expect(await ids("consents")).toEqual(["c-35-months"]);
    await applyRetention(env.DB, { ...config, consentProofMonths: 12 }, now);
    expect(await ids("consents")).toEqual([]);
  });

  it("deletes funnel counters of days before FUNNEL_RETENTION_MONTHS, keeping the cutoff's own day", async () => {
    // The cutoff is 2025-05-15T12:00Z: that day is still partly inside the period.
    await insertFunnelCount("2025-05-14", "/internal-tools");
    await insertFunnelCount("2025-05-15", "/internal-tools");
    await insertFunnelCount("2025-05-14", "acme");
    await insertFunnelCount("2026-06-15", "/de/");
    const report = await applyRetention(env.DB, config, now);
    expect(report.deleted.funnelCounts).toBe(2);
    expect(await funnelDays()).toEqual(["2025-05-15", "2026-06-15"]);
    await applyRetention(env.DB, { ...config, funnelRetentionMonths: 1 }, now);
    expect(await funnelDays()).toEqual(["2026-06-15"]);
  });

  it("deletes unsubscribed addresses 30 days after the unsubscription, with their mails, and keeps a confirmed subscriber", async () => {
    await insertSubscriber("sub_unsub29days0000", "unsubscribed", daysAgo(400), daysAgo(400), daysAgo(29));
    await insertSubscriber("sub_unsub31days0000", "unsubscribed", daysAgo(400), daysAgo(400), daysAgo(31));
    // Signed up and confirmed years ago, still subscribed: no period runs out.
    await insertSubscriber("sub_confirmed5years", "confirmed", monthsAgo(60), monthsAgo(60));
    await insertMail("out_confirmation29d0", "sub_unsub29days0000", "sent", daysAgo(20), daysAgo(20));
    await insertMail("out_confirmation31d0", "sub_unsub31days0000", "sent", daysAgo(20), daysAgo(20));

    const report = await applyRetention(env.DB, config, now);

    expect(await ids("newsletter_subscribers")).toEqual(["sub_confirmed5years", "sub_unsub29days0000"]);
    expect(await ids("outbox")).toEqual(["out_confirmation29d0"]);
    expect(report.deleted).toMatchObject({ subscribers: 1, outbox: 1 });
  });

  it("deletes dead mails and webhook calls 30 days after their last attempt, keeps recent ones and their live lead", async () => {
    await insertInquiry("inq_live0000000000", daysAgo(100));
    const dead = (id: string, channel: "mail" | "webhook", lastDue: string) =>
      insertMail(id, "inq_live0000000000", "dead", daysAgo(100), null, { channel, nextAttemptAt: lastDue });
    await dead("out_deadmail31d0000", "mail", daysAgo(31));
    await dead("out_deadhook31d0000", "webhook", daysAgo(31));
    await dead("out_deadmail29d0000", "mail", daysAgo(29));
    await dead("out_deadhook29d0000", "webhook", daysAgo(29));
    // Created 100 days ago, queued again by staff 10 days ago and dead again: its 30 days
    // count from the last attempt, not from when the lead came in.
    await dead("out_deadretried0000", "mail", daysAgo(10));
    await insertMail("out_senthook31d0000", "inq_live0000000000", "sent", daysAgo(31), daysAgo(31), { channel: "webhook" });
    await insertMail("out_senthook29d0000", "inq_live0000000000", "sent", daysAgo(29), daysAgo(29), { channel: "webhook" });
    await insertMail("out_pendinghook0000", "inq_live0000000000", "pending", daysAgo(100), null, { channel: "webhook" });

    const report = await applyRetention(env.DB, config, now);

    expect(await ids("outbox")).toEqual([
      "out_deadhook29d0000",
      "out_deadmail29d0000",
      "out_deadretried0000",
      "out_pendinghook0000",
      "out_senthook29d0000",
    ]);
    expect(await ids("project_inquiries")).toEqual(["inq_live0000000000"]);
    expect(report.deleted).toMatchObject({ outbox: 3, inquiries: 0 });
  });

  it("clears idempotency keys and body hashes after 7 days and keeps the rows", async () => {
    await insertInquiry("inq_key8days000000", daysAgo(8));
    await insertInquiry("inq_key6days000000", daysAgo(6));
    await insertInquiry("inq_nokey000000000", daysAgo(8));
    await insertReferral("ref_key8days000000", daysAgo(8));
    await insertReferral("ref_key6days000000", daysAgo(6));
    await insertConsentAt("con_key8days000000", daysAgo(8));
    await insertConsentAt("con_key6days000000", daysAgo(6));
    for (const [table, id] of [
      ["project_inquiries", "inq_key8days000000"],
      ["project_inquiries", "inq_key6days000000"],
      ["referrals", "ref_key8days000000"],
      ["referrals", "ref_key6days000000"],
      ["consents", "con_key8days000000"],
      ["consents", "con_key6days000000"],
    ] as const) {
      await setIdempotency(table, id, `key-${id}`);
    }

    const report = await applyRetention(env.DB, config, now);

    const hash = "a".repeat(64);
    expect(await idempotencyOf("project_inquiries")).toEqual({
      inq_key6days000000: ["key-inq_key6days000000", hash],
      inq_key8days000000: [null, null],
      inq_nokey000000000: [null, null],
    });
    expect(await idempotencyOf("referrals")).toEqual({
      ref_key6days000000: ["key-ref_key6days000000", hash],
      ref_key8days000000: [null, null],
    });
    expect(await idempotencyOf("consents")).toEqual({
      con_key6days000000: ["key-con_key6days000000", hash],
      con_key8days000000: [null, null],
    });
    expect(report.cleared).toEqual({ inquiries: 1, referrals: 1, consents: 1 });
    expect(report.deleted).toEqual({
      inquiries: 0,
      referrals: 0,
      subscribers: 0,
      outbox: 0,
      consents: 0,
      funnelCounts: 0,
      mailboxCaps: 0,
      funnelOpenings: 0,
      bookings: 0,
      leadWork: 0,
      leadNotes: 0,
      leadHistory: 0,
    });
    // A second run finds nothing left to clear.
    expect((await applyRetention(env.DB, config, now)).cleared).toEqual({ inquiries: 0, referrals: 0, consents: 0 });
  });

  it("counts a row deleted in a run as deleted, not also as cleared", async () => {
    await insertInquiry("inq_gone25months000", monthsAgo(25));
    await setIdempotency("project_inquiries", "inq_gone25months000", "key-of-an-old-lead");
    const report = await applyRetention(env.DB, config, now);
    expect(report.deleted.inquiries).toBe(1);
    expect(report.cleared.inquiries).toBe(0);
  });

  it("logs one JSON line with the counts, also when there was nothing to delete", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await applyRetention(env.DB, config, now);
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toEqual({
      event: "retention",
      at: now.toISOString(),
      cutoffs: retentionCutoffs(now, config),
      deleted: {
        inquiries: 0,
        referrals: 0,
        subscribers: 0,
        outbox: 0,
        consents: 0,
        funnelCounts: 0,
        mailboxCaps: 0,
        funnelOpenings: 0,
        bookings: 0,
        leadWork: 0,
        leadNotes: 0,
        leadHistory: 0,
      },
      cleared: { inquiries: 0, referrals: 0, consents: 0 },
    });
  });
});

describe("the scheduled handler", () => {
  it("applies retention at the run's scheduled time and still delivers pending mail", async () => {
    // The real clock here: delivery claims what is due by Date.now().
    const runAt = new Date();
    await insertInquiry("inq_kept23months000", monthsBefore(runAt, 23).toISOString());
    await insertInquiry("inq_gone25months000", monthsBefore(runAt, 25).toISOString());
    await insertInquiry("inq_fresh000000000", runAt.toISOString());
    await insertFunnelCount(monthsBefore(runAt, 14).toISOString().slice(0, 10), "/internal-tools");
    await insertFunnelCount(runAt.toISOString().slice(0, 10), "/internal-tools");
    await insertMail("out_due000000000000", "inq_fresh000000000", "pending", new Date(runAt.getTime() - 60_000).toISOString(), null);
    await env.DB.prepare("UPDATE outbox SET attempts = 0, message = ?1").bind(sendableMessage).run();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: runAt }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await ids("project_inquiries")).toEqual(["inq_fresh000000000", "inq_kept23months000"]);
    expect(await env.DB.prepare("SELECT status FROM outbox WHERE id = 'out_due000000000000'").first("status")).toBe("sent");
    const lines = log.mock.calls.map((call) => String(call[0]));
    const retention = lines.find((line) => line.startsWith('{"event":"retention"'));
    expect(JSON.parse(retention ?? "{}")).toMatchObject({ at: runAt.toISOString(), deleted: { inquiries: 1, funnelCounts: 1 } });
    expect(await funnelDays()).toEqual([runAt.toISOString().slice(0, 10)]);
  });
});
