import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Inquiry } from "../../contract/index.ts";
import { readConfig } from "../config.ts";
import { enqueueMailStatement, readMail } from "../db/outbox.ts";
import worker from "../index.ts";
import type { MailMessage, OutboxMail } from "./message.ts";
import { backoffMs, defaultPolicy, deliverDueMail, deliverInsertedMail, deliverMail, newClaim } from "./outbox.ts";
import { renderInquiryNotification } from "./templates.ts";
import { mailChannelsTransport, MAILCHANNELS_SEND_URL, type MailTransport, recordingTransport } from "./transport.ts";

const config = readConfig(env);
const t0 = new Date("2026-05-04T08:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

const hostile: Inquiry = {
  projectType: "internal",
  projectDescription: 'Replace <script>alert("x")</script> & our "Excel" tool\nLine two',
  projectTimeline: "immediate",
  companyName: "Bobby's <b>Tables</b> & Co",
  companySize: "501+",
  industry: "",
  name: "Eve <eve@evil.example>",
  email: "eve@example.com",
  phone: "",
  locale: "en",
  partner: "",
};
const meta = { id: "inq_aaaaaaaaaaaaaaaa", createdAt: t0.toISOString(), locale: "en", source: "https://partner.example" };

function mailFor(leadId: string): OutboxMail {
  return { kind: "inquiry_notification", leadId, message: renderInquiryNotification(hostile, { ...meta, id: leadId }, config) };
}

async function queue(leadId: string, now = t0): Promise<string> {
  const { id, statement } = enqueueMailStatement(env.DB, mailFor(leadId), now.toISOString());
  await statement.run();
  return id;
}

/** A transport that counts sends per lead and can be slowed down or made to fail. */
function fakeTransport(behaviour: { fail?: boolean; delayMs?: number } = {}): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    name: "fake",
    sent,
    async send(message: MailMessage) {
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      if (behaviour.fail) return { ok: false, error: "simulated failure" };
      sent.push(message.subject);
      return { ok: true };
    },
  };
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM outbox").run();
});
afterEach(() => vi.restoreAllMocks());

describe("the MailChannels request", () => {
  it("has exactly the documented shape, the lead id in the subject, both parts and escaped values", async () => {
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 202 }));
    const result = await mailChannelsTransport({ apiKey: "secret-key" }).send(renderInquiryNotification(hostile, meta, config));
    expect(result).toEqual({ ok: true });

    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe(MAILCHANNELS_SEND_URL);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("X-Api-Key")).toBe("secret-key");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");

    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    const text = [
      "New project inquiry inq_aaaaaaaaaaaaaaaa",
      "",
      "Project type: internal",
      "Project description:",
      '  Replace <script>alert("x")</script> & our "Excel" tool',
      "  Line two",
      "Timeline: immediate",
      "Company: Bobby's <b>Tables</b> & Co",
      "Company size: 501+",
      "Industry: -",
      "Name: Eve <eve@evil.example>",
      "E-mail: eve@example.com",
      "Phone: -",
      "Lead id: inq_aaaaaaaaaaaaaaaa",
      "Received (UTC): 2026-05-04T08:00:00.000Z",
      "Language: en",
      "Source: https://partner.example",
      "",
    ].join("\n");
    expect(body).toEqual({
      personalizations: [{ to: [{ email: "hello@example.com" }] }],
      from: { email: "website@example.com", name: "Agency website" },
      reply_to: { email: "eve@example.com", name: "Eve <eve@evil.example>" },
      subject: "New project inquiry inq_aaaaaaaaaaaaaaaa from Bobby's <b>Tables</b> & Co",
      content: [
        { type: "text/plain", value: text },
        { type: "text/html", value: expect.any(String) },
      ],
    });
    const html = (body.content as { value: string }[])[1]!.value;
    expect(html).toContain("Replace &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; our &quot;Excel&quot; tool\nLine two");
    expect(html).toContain("Bobby&#39;s &lt;b&gt;Tables&lt;/b&gt; &amp; Co");
    expect(html).toContain("Eve &lt;eve@evil.example&gt;");
    expect(html).not.toMatch(/<script|<b>/);
  });

  it("never lets a line break into a header, even if the contract were bypassed", () => {
    const message = renderInquiryNotification({ ...hostile, name: "Eve\r\nBcc: all@example.com", companyName: "A\nB" }, meta, config);
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.replyTo?.name).toBe("Eve Bcc: all@example.com");
  });
});

describe("delivery against the mocked MailChannels (outbound service)", () => {
  it("marks a row sent on 202", async () => {
    const id = await queue("inq_sent000000000000");
    expect(await deliverMail(id, { db: env.DB, transport: mailChannelsTransport({ apiKey: "mock-202" }), now: at(0) })).toBe("sent");
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 1, sent_at: t0.toISOString(), claim_token: null });
  });

  it("keeps a row pending with backoff and the error on 500", async () => {
    const id = await queue("inq_fail000000000000");
    expect(await deliverMail(id, { db: env.DB, transport: mailChannelsTransport({ apiKey: "mock-500" }), now: at(0) })).toBe("retrying");
    const row = await readMail(env.DB, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: at(5 * MIN).toISOString(), sent_at: null });
    expect(row?.last_error).toBe("MailChannels answered 500: upstream error");
  });

  it("gives up an attempt that times out and retries later", async () => {
    const id = await queue("inq_slow000000000000");
    const transport = mailChannelsTransport({ apiKey: "mock-timeout", timeoutMs: 100 });
    expect(await deliverMail(id, { db: env.DB, transport, now: at(0) })).toBe("retrying");
    expect(await readMail(env.DB, id)).toMatchObject({ status: "pending", last_error: "MailChannels timed out after 100 ms" });
  });

  it("treats an unreachable API as a failed attempt, not a crash", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const id = await queue("inq_down000000000000");
    expect(await deliverMail(id, { db: env.DB, transport: mailChannelsTransport({ apiKey: "k" }), now: at(0) })).toBe("retrying");
    expect((await readMail(env.DB, id))?.last_error).toContain("Network connection lost.");
  });

  it("records instead of sending when no API key is set", async () => {
    const lines: string[] = [];
    const id = await queue("inq_rec0000000000000");
    expect(await deliverMail(id, { db: env.DB, transport: recordingTransport((l) => lines.push(l)), now: at(0) })).toBe("sent");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("to=hello@example.com");
    expect(lines[0]).toContain("inq_rec0000000000000");
  });
});

describe("the cron", () => {
  it("delivers every pending row through the scheduled handler", async () => {
    const past = new Date(Date.now() - MIN);
    const ids = [await queue("inq_cron000000000001", past), await queue("inq_cron000000000002", past)];
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    for (const id of ids) expect((await readMail(env.DB, id))?.status).toBe("sent");
  });

  it("retries with exponential backoff and leaves rows alone until they are due", async () => {
    const id = await queue("inq_backoff000000000");
    const failing = fakeTransport({ fail: true });
    const run = (now: Date) => deliverDueMail({ db: env.DB, transport: failing, now });

    expect(await run(at(0))).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await readMail(env.DB, id))?.next_attempt_at).toBe(at(5 * MIN).toISOString());
    expect((await run(at(4 * MIN))).claimed).toBe(0);
    expect(await run(at(5 * MIN))).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await readMail(env.DB, id))?.next_attempt_at).toBe(at(15 * MIN).toISOString());
    expect((await run(at(14 * MIN))).claimed).toBe(0);
    expect(await run(at(15 * MIN))).toMatchObject({ claimed: 1 });
    expect((await readMail(env.DB, id))?.next_attempt_at).toBe(at(35 * MIN).toISOString());

    const working = fakeTransport();
    expect(await deliverDueMail({ db: env.DB, transport: working, now: at(35 * MIN) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 4 });
  });

  it("doubles the delay up to a ceiling", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, defaultPolicy) / MIN)).toEqual([5, 10, 20, 40]);
    expect(backoffMs(20, defaultPolicy)).toBe(defaultPolicy.maxDelayMs);
  });

  it("marks a row dead after N failed attempts and keeps it readable", async () => {
    const id = await queue("inq_dead000000000000");
    const failing = fakeTransport({ fail: true });
    const policy = { maxAttempts: 3, baseDelayMs: MIN };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const minutes of [0, 1, 3]) await deliverDueMail({ db: env.DB, transport: failing, now: at(minutes * MIN), policy });
    expect(await readMail(env.DB, id)).toMatchObject({ status: "dead", attempts: 3, last_error: "simulated failure" });
    expect((await deliverDueMail({ db: env.DB, transport: failing, now: at(24 * 60 * MIN), policy })).claimed).toBe(0);
  });

  it("never sends a row twice when two deliveries race", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => queue(`inq_race00000000000${i}`)));
    const slow = fakeTransport({ delayMs: 30 });
    await Promise.all([
      deliverDueMail({ db: env.DB, transport: slow, now: at(0) }),
      deliverDueMail({ db: env.DB, transport: slow, now: at(0) }),
      deliverMail(ids[0]!, { db: env.DB, transport: slow, now: at(0) }),
      deliverMail(ids[1]!, { db: env.DB, transport: slow, now: at(0) }),
    ]);
    expect(slow.sent).toHaveLength(8);
    expect(new Set(slow.sent).size).toBe(8);
    for (const id of ids) expect((await readMail(env.DB, id))?.status).toBe("sent");
  });

  it("leaves a row inserted claimed to the request that stored it, unless that send never finishes", async () => {
    const mail = { ...mailFor("inq_born000000000000"), claim: newClaim(t0) };
    const { id, statement } = enqueueMailStatement(env.DB, mail, t0.toISOString());
    await statement.run();
    const transport = fakeTransport();
    expect((await deliverDueMail({ db: env.DB, transport, now: at(1 * MIN) })).claimed).toBe(0);
    expect(await deliverInsertedMail(id, mail, { db: env.DB, transport, now: at(0) })).toBe("sent");
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 1 });

    const lost = { ...mailFor("inq_lost000000000000"), claim: newClaim(t0) };
    const queued = enqueueMailStatement(env.DB, lost, t0.toISOString());
    await queued.statement.run();
    expect(await deliverDueMail({ db: env.DB, transport, now: at(defaultPolicy.leaseMs) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await readMail(env.DB, queued.id)).toMatchObject({ status: "sent", attempts: 2 });
    // The late original send finds its claim gone and changes nothing.
    await deliverInsertedMail(queued.id, lost, { db: env.DB, transport: fakeTransport({ fail: true }), now: at(defaultPolicy.leaseMs) });
    expect((await readMail(env.DB, queued.id))?.status).toBe("sent");
  });

  it("takes over a row whose runner died mid-send once its claim expired", async () => {
    const id = await queue("inq_crash00000000000");
    // A runner claimed the row and vanished (no mark sent or failed).
    await env.DB.prepare("UPDATE outbox SET claim_token = 'gone', claimed_until = ?2, attempts = 1 WHERE id = ?1")
      .bind(id, at(2 * MIN).toISOString())
      .run();
    const transport = fakeTransport();
    expect((await deliverDueMail({ db: env.DB, transport, now: at(1 * MIN) })).claimed).toBe(0);
    expect(await deliverDueMail({ db: env.DB, transport, now: at(2 * MIN) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 2 });
  });
});
