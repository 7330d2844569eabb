import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../index.ts";
import { post, validInquiry } from "../testing/http.ts";

/** One cron run at `at`, awaited with everything it started. */
async function cronAt(at: string): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: new Date(at).getTime() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function digests(day: string): Promise<{ subject: string; message: string; recipient: string }[]> {
  const { results } = await env.DB.prepare("SELECT subject, message, recipient FROM outbox WHERE lead_id = ?1")
    .bind(`digest:${day}`)
    .all<{ subject: string; message: string; recipient: string }>();
  return results;
}

beforeAll(async () => {
  const res = await post("/api/inquiries", { ...validInquiry, name: "Jürgen Überall", companyName: "Zähler OG" });
  const { id } = (await res.json()) as { id: string };
  await env.DB.prepare("UPDATE project_inquiries SET created_at = '2026-11-20T09:00:00.000Z' WHERE id = ?1").bind(id).run();
});

describe("the staff's morning digest", () => {
  it("mails one digest at 08:00 Vienna on a working day, in the agency's language, and none on the next run", async () => {
    // Monday 30 November 2026, 08:00 in Vienna (07:00 UTC).
    await cronAt("2026-11-30T07:00:00.000Z");
    const [digest, ...more] = await digests("2026-11-30");
    expect(more).toEqual([]);
    expect(digest?.recipient).toBe(env.MAIL_TO);
    expect(digest?.subject).toMatch(/^Morgenübersicht: \d+ überfällig/);
    const message = JSON.parse(digest!.message) as { text: string };
    expect(message.text).toContain("Jürgen Überall (Zähler OG): https://agency.test/staff/leads/inq_");
    await cronAt("2026-11-30T07:05:00.000Z");
    await cronAt("2026-11-30T10:00:00.000Z");
    expect(await digests("2026-11-30")).toHaveLength(1);
  });

  it("sends nothing before 08:00, on a weekend or on a public holiday of HOLIDAYS", async () => {
    await cronAt("2026-12-01T06:55:00.000Z");
    expect(await digests("2026-12-01")).toEqual([]);
    await cronAt("2026-12-05T07:00:00.000Z");
    await cronAt("2026-12-06T09:00:00.000Z");
    expect(await digests("2026-12-05")).toEqual([]);
    expect(await digests("2026-12-06")).toEqual([]);
    await cronAt("2026-12-08T07:00:00.000Z");
    expect(await digests("2026-12-08")).toEqual([]);
    // The morning after, it comes.
    await cronAt("2026-12-01T07:00:00.000Z");
    expect(await digests("2026-12-01")).toHaveLength(1);
  });

  it("sends nothing when there is nothing to say", async () => {
    await env.DB.prepare("UPDATE project_inquiries SET status = 'contacted'").run();
    await env.DB.prepare("UPDATE outbox SET status = 'sent' WHERE status <> 'sent'").run();
    await cronAt("2026-12-02T07:00:00.000Z");
    expect(await digests("2026-12-02")).toEqual([]);
  });
});
