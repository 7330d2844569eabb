import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "./config.ts";
import { insertConsent } from "./db/consents.ts";
import worker from "./index.ts";
import { applyRetention, monthsBefore, retentionCutoffs } from "./retention.ts";

// The cron's clock: every row below is dated relative to it, so the test moves time by
// choosing `now` (and the scheduled controller's scheduledTime) instead of waiting.
const now = new Date("2026-06-15T12:00:00.000Z");
const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
const monthsAgo = (months: number) => monthsBefore(now, months).toISOString();
const config = { retentionMonths: 24, consentProofMonths: 36, funnelRetentionMonths: 13 };

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
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO newsletter_subscribers (id, email, locale, source, status, created_at, confirmation_sent_at)
     VALUES (?1, ?2, 'en', '', ?3, ?4, ?5)`,
  )
    .bind(id, `${id}@example.com`, status, createdAt, confirmationSentAt)
    .run();
}

async function insertMail(
  id: string,
  leadId: string,
  status: "pending" | "sent" | "dead",
  createdAt: string,
  sentAt: string | null,
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, lead_id, recipient, subject, message, status, attempts, next_attempt_at, created_at, sent_at)
     VALUES (?1, 'inquiry_notification', ?2, 'hello@example.com', 's', '{}', ?3, 1, ?4, ?4, ?5)`,
  )
    .bind(id, leadId, status, createdAt, sentAt)
    .run();
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
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(
      readConfig({
        ...base,
        RETENTION_MONTHS: "0",
        CONSENT_PROOF_MONTHS: "two years",
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
      sentMail: "2026-05-16T12:00:00.000Z",
      consents: "2023-06-15T12:00:00.000Z",
      funnelDays: "2025-05-15",
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
    await insertMail("out_deadrecent00000", "inq_recent000000000", "dead", daysAgo(31), null);
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

  it("logs one JSON line with the counts, also when there was nothing to delete", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await applyRetention(env.DB, config, now);
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toEqual({
      event: "retention",
      at: now.toISOString(),
      cutoffs: retentionCutoffs(now, config),
      deleted: { inquiries: 0, referrals: 0, subscribers: 0, outbox: 0, consents: 0, funnelCounts: 0 },
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
    await env.DB.prepare("UPDATE outbox SET attempts = 0, message = ?1")
      .bind(
        JSON.stringify({
          from: { email: "website@example.com" },
          to: [{ email: "hello@example.com" }],
          subject: "s",
          text: "t",
          html: "<p>t</p>",
        }),
      )
      .run();
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
