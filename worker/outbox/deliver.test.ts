/** Delivery against real migrations: answers, refusals, backoff, dead rows, races, the cron's budgets, missing keys. */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliveryPolicy } from "../../contract/lead/delivery-state.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { readConfig } from "../config.ts";
import { enqueueStatement } from "../db/outbox/d1/outbox.ts";
import type { OutboxMail } from "../db/outbox/statements/outbox-items.ts";
import { readOutboxRow as readMail } from "../db/testing/outbox-rows.ts";
import { renderInquiryNotification } from "../mail/inquiry-mails.ts";
import { envWith, fetchWith, hostileInquiry, runCron } from "../testing/http.ts";
import { deliverDue, runPolicy } from "./batch.ts";
import { type DeliveryContext, deliverInserted, deliverOne, leasePolicy, newClaim } from "./deliver.ts";
import { type MailTransport, mailChannelsTransport } from "./mail-transport.ts";
import { ATTEMPT_TIMEOUT_MS } from "./post.ts";
import type { Senders } from "./senders.ts";
import { webhookSender } from "./webhooks.ts";

const config = readConfig(env);
const API_URL = "https://api.mailchannels.net/tx/v1/send";
const mailChannels = (apiKey: string) => mailChannelsTransport({ apiKey, apiUrl: API_URL });
const t0 = new Date("2026-05-04T08:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

const meta = { id: "inq_aaaaaaaaaaaaaaaa", createdAt: t0.toISOString(), locale: "en", source: "https://partner.example" };

function mailFor(leadId: string): OutboxMail {
  return {
    channel: "mail",
    kind: "inquiry_notification",
    leadId,
    message: renderInquiryNotification(hostileInquiry, { ...meta, id: leadId }, config),
  };
}

async function queue(leadId: string, now = t0): Promise<string> {
  const { id, statement } = enqueueStatement(env.DB, mailFor(leadId), now.toISOString());
  await statement.run();
  return id;
}

/**
 * A transport that counts sends per lead and can be slowed down (`delayMs`, real time),
 * made to take time on the run's clock (`takesMs`, moves the faked clock) or made to fail.
 */
function fakeTransport(behaviour: { fail?: boolean; delayMs?: number; takesMs?: number } = {}): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    name: "fake",
    sent,
    async send(message: MailMessage) {
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      if (behaviour.takesMs) vi.setSystemTime(Date.now() + behaviour.takesMs);
      if (behaviour.fail) return { ok: false, error: "simulated failure" };
      sent.push(message.subject);
      return { ok: true };
    },
  };
}

// The outbox reads the time from the clock, as in production; the tests move the clock.
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(t0);
  await env.DB.prepare("DELETE FROM outbox").run();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Moves the clock to `ms` after t0 and returns what the outbox needs to deliver. */
function deliveryAt(ms: number, senders: Senders): DeliveryContext {
  vi.setSystemTime(at(ms));
  return { db: env.DB, senders };
}

describe("delivery against the mocked MailChannels (outbound service)", () => {
  it("marks a row sent on 202", async () => {
    const id = await queue("inq_sent000000000000");
    expect(await deliverOne(id, deliveryAt(0, { mail: mailChannels("mock-202") }))).toBe("sent");
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 1, sent_at: t0.toISOString(), claim_token: null });
  });

  it("keeps a row pending with backoff and the error on 500", async () => {
    const id = await queue("inq_fail000000000000");
    expect(await deliverOne(id, deliveryAt(0, { mail: mailChannels("mock-500") }))).toBe("retrying");
    const row = await readMail(env.DB, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: at(5 * MIN).toISOString(), sent_at: null });
    expect(row?.last_error).toBe("MailChannels answered 500: upstream error");
  });

  it("gives up an attempt that times out and retries later", async () => {
    // What fetch does when the attempt's AbortSignal.timeout fires: it rejects with a TimeoutError.
    const spy = vi
      .spyOn(globalThis, "fetch")
      .mockRejectedValue(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
    const id = await queue("inq_slow000000000000");
    expect(await deliverOne(id, deliveryAt(0, { mail: mailChannels("mock-202") }))).toBe("retrying");
    expect(spy.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
    expect(await readMail(env.DB, id)).toMatchObject({
      status: "pending",
      last_error: `MailChannels timed out after ${ATTEMPT_TIMEOUT_MS} ms`,
    });
  });

  it("treats an unreachable API as a failed attempt, not a crash", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    const id = await queue("inq_down000000000000");
    expect(await deliverOne(id, deliveryAt(0, { mail: mailChannels("k") }))).toBe("retrying");
    expect((await readMail(env.DB, id))?.last_error).toContain("Network connection lost.");
  });

  it("keeps a network error's message on one line and free of anything key-like, as a refusal's excerpt", async () => {
    // A runtime may name the URL it could not reach, and a webhook URL can carry its secret.
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError(`lost https://hooks.test/${"k".repeat(40)}\r\nBearer abc.def`));
    const result = await webhookSender({ secret: "whsec_c2VjcmV0" }).send(
      { url: "https://hooks.test/x", body: "{}" },
      { id: "out_a", now: t0 },
    );
    expect(result).toMatchObject({ ok: false, error: "Webhook hooks.test unreachable: lost https://hooks.test/[redacted] [redacted]" });
  });
});

describe("permanent and transient refusals", () => {
  const deliver = async (key: string) => {
    const id = await queue(`inq_${key.replace(/\W/g, "")}`.padEnd(20, "0"));
    const outcome = await deliverOne(id, deliveryAt(0, { mail: mailChannels(key) }));
    return { outcome, row: await readMail(env.DB, id) };
  };

  it("gives a mail up at once when MailChannels refuses it for good (400), with the reason", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { outcome, row } = await deliver("mock-400");
    expect(outcome).toBe("dead");
    expect(row).toMatchObject({ status: "dead", attempts: 1 });
    expect(row?.last_error).toBe(
      'refused permanently: MailChannels answered 400: {"errors":["personalizations.0.to.0.email: invalid address"]}',
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining("refused permanently"));
  });

  it("gives up at once on a rejected key (403): every retry would be refused the same way", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { outcome, row } = await deliver("revoked-key");
    expect(outcome).toBe("dead");
    expect(row).toMatchObject({ status: "dead", attempts: 1, last_error: "refused permanently: MailChannels answered 403" });
  });

  it("keeps the refusal's excerpt short, on one line and free of anything key-like", async () => {
    const refusing = (body: string) => vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response(body, { status: 400 }));
    const message = renderInquiryNotification(hostileInquiry, meta, config);
    const sendMeta = { id: "out_aaaaaaaaaaaaaaaa", now: t0 };
    refusing(`bad\r\nX-Api-Key: ${"k".repeat(40)} whsec_c2VjcmV0 Bearer abc.def ${"x".repeat(400)}`);
    const keys = await mailChannels("k").send(message, sendMeta);
    expect(keys).toMatchObject({
      ok: false,
      error: "MailChannels answered 400: bad X-Api-Key: [redacted] [redacted] [redacted] [redacted]",
    });
    refusing("é ".repeat(200));
    const long = await mailChannels("k").send(message, sendMeta);
    expect(long.ok ? "" : long.error).toHaveLength("MailChannels answered 400: ".length + 301);
  });

  it("retries 408 and 500 with the usual backoff", async () => {
    for (const key of ["mock-408", "mock-500"]) {
      const { outcome, row } = await deliver(key);
      expect(outcome).toBe("retrying");
      expect(row).toMatchObject({ status: "pending", attempts: 1, next_attempt_at: at(5 * MIN).toISOString() });
    }
  });

  it("retries 429 no sooner than its Retry-After asks", async () => {
    const { outcome, row } = await deliver("mock-429");
    expect(outcome).toBe("retrying");
    expect(row).toMatchObject({
      status: "pending",
      next_attempt_at: at(15 * MIN).toISOString(),
      last_error: "MailChannels answered 429: slow down",
    });
  });

  it("applies the same split to webhook receivers: 410 is dead, 429 and 503 wait", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hook = webhookSender({ secret: `whsec_${btoa("a".repeat(32))}` });
    const outcomes: Record<string, string | null> = {};
    for (const status of [410, 429, 503]) {
      const item = {
        channel: "webhook" as const,
        kind: "inquiry.created" as const,
        leadId: `inq_hook${status}`.padEnd(20, "0"),
        message: { url: `https://hooks.test/${status}`, body: "{}" },
      };
      const { id, statement } = enqueueStatement(env.DB, item, t0.toISOString());
      await statement.run();
      outcomes[status] = await deliverOne(id, deliveryAt(0, { webhook: hook }));
    }
    expect(outcomes).toEqual({ 410: "dead", 429: "retrying", 503: "retrying" });
  });
});

describe("the cron drains the backlog", () => {
  it("sends every due row in one run, batch after batch, not 25", async () => {
    for (let i = 0; i < 60; i++) await queue(`inq_backlog${String(i).padStart(9, "0")}`);
    const transport = fakeTransport();
    const report = await deliverDue(deliveryAt(0, { mail: transport }));
    expect(report).toMatchObject({ claimed: 60, sent: 60, batches: 3, stoppedEarly: false });
    expect(transport.sent).toHaveLength(60);
  });

  it("stops when its time budget is spent and leaves the rest pending for the next run", async () => {
    for (let i = 0; i < 60; i++) await queue(`inq_budget${String(i).padStart(10, "0")}`);
    // Every send takes 2 s of the run's clock, a batch of 25 in parallel 50 s: the budget of 90 s allows two batches.
    const report = await deliverDue(deliveryAt(0, { mail: fakeTransport({ takesMs: 2_000 }) }));
    expect(report).toMatchObject({ claimed: 50, sent: 50, batches: 2, stoppedEarly: true });
    const { results } = await env.DB.prepare("SELECT status, count(*) AS n FROM outbox GROUP BY status ORDER BY status").all();
    expect(results).toEqual([
      { status: "pending", n: 10 },
      { status: "sent", n: 50 },
    ]);
    expect(await deliverDue(deliveryAt(0, { mail: fakeTransport() }))).toMatchObject({ claimed: 10, sent: 10 });
  });

  it("stops at its row budget, its last batch cut to what the budget leaves", async () => {
    // Filling the real budget (2,000 rows) would take a test longer than a cron run: the
    // budget is lowered for this run, the policy object being what the runner reads.
    const policy = runPolicy as { maxPerRun: number };
    const real = policy.maxPerRun;
    policy.maxPerRun = 30;
    try {
      for (let i = 0; i < 40; i++) await queue(`inq_rowbudget${String(i).padStart(7, "0")}`);
      const report = await deliverDue(deliveryAt(0, { mail: fakeTransport() }));
      expect(report).toMatchObject({ claimed: 30, sent: 30, batches: 2, stoppedEarly: true });
    } finally {
      policy.maxPerRun = real;
    }
  });
});

describe("the cron", () => {
  it("delivers every pending row through the scheduled handler", async () => {
    const past = new Date(Date.now() - MIN);
    const ids = [await queue("inq_cron000000000001", past), await queue("inq_cron000000000002", past)];
    await runCron();
    for (const id of ids) expect((await readMail(env.DB, id))?.status).toBe("sent");
  });

  it("retries with exponential backoff and leaves rows alone until they are due", async () => {
    const id = await queue("inq_backoff000000000");
    const failing = fakeTransport({ fail: true });
    const run = (ms: number) => deliverDue(deliveryAt(ms, { mail: failing }));

    expect(await run(0)).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await readMail(env.DB, id))?.next_attempt_at).toBe(at(5 * MIN).toISOString());
    expect((await run(4 * MIN)).claimed).toBe(0);
    expect(await run(5 * MIN)).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await readMail(env.DB, id))?.next_attempt_at).toBe(at(15 * MIN).toISOString());
    expect((await run(14 * MIN)).claimed).toBe(0);
    expect(await run(15 * MIN)).toMatchObject({ claimed: 1 });
    expect((await readMail(env.DB, id))?.next_attempt_at).toBe(at(35 * MIN).toISOString());

    const working = fakeTransport();
    expect(await deliverDue(deliveryAt(35 * MIN, { mail: working }))).toMatchObject({ claimed: 1, sent: 1 });
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 4 });
  });

  it("marks a row dead after N failed attempts and keeps it readable", async () => {
    const id = await queue("inq_dead000000000000");
    const failing = fakeTransport({ fail: true });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Each run comes just when the row is due again, until the last attempt failed.
    let ms = 0;
    for (let attempt = 1; attempt <= deliveryPolicy.maxAttempts; attempt++) {
      expect(await deliverDue(deliveryAt(ms, { mail: failing }))).toMatchObject({ claimed: 1 });
      // The delay doubles from 5 minutes, up to the ceiling.
      ms += Math.min(deliveryPolicy.maxDelayMs, 5 * MIN * 2 ** (attempt - 1));
    }
    expect(await readMail(env.DB, id)).toMatchObject({
      status: "dead",
      attempts: deliveryPolicy.maxAttempts,
      last_error: "simulated failure",
    });
    expect((await deliverDue(deliveryAt(ms + 24 * 60 * MIN, { mail: failing }))).claimed).toBe(0);
  });

  it("never sends a row twice when two deliveries race", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => queue(`inq_race00000000000${i}`)));
    const slow = fakeTransport({ delayMs: 30 });
    await Promise.all([
      deliverDue(deliveryAt(0, { mail: slow })),
      deliverDue(deliveryAt(0, { mail: slow })),
      deliverOne(ids[0]!, deliveryAt(0, { mail: slow })),
      deliverOne(ids[1]!, deliveryAt(0, { mail: slow })),
    ]);
    expect(slow.sent).toHaveLength(8);
    expect(new Set(slow.sent).size).toBe(8);
    for (const id of ids) expect((await readMail(env.DB, id))?.status).toBe("sent");
  });

  it("leaves a row inserted claimed to the request that stored it, unless that send never finishes", async () => {
    const born = { ...mailFor("inq_born000000000000"), claim: newClaim() };
    const { id, statement } = enqueueStatement(env.DB, born, t0.toISOString());
    await statement.run();
    const transport = fakeTransport();
    expect((await deliverDue(deliveryAt(1 * MIN, { mail: transport }))).claimed).toBe(0);
    expect(await deliverInserted(id, born, deliveryAt(0, { mail: transport }))).toBe("sent");
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 1 });

    vi.setSystemTime(t0);
    const lost = { ...mailFor("inq_lost000000000000"), claim: newClaim() };
    const queued = enqueueStatement(env.DB, lost, t0.toISOString());
    await queued.statement.run();
    expect(await deliverDue(deliveryAt(leasePolicy.leaseMs, { mail: transport }))).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    expect(await readMail(env.DB, queued.id)).toMatchObject({ status: "sent", attempts: 2 });
    // The late original send finds its claim gone and changes nothing.
    await deliverInserted(queued.id, lost, deliveryAt(leasePolicy.leaseMs, { mail: fakeTransport({ fail: true }) }));
    expect((await readMail(env.DB, queued.id))?.status).toBe("sent");
  });

  it("takes over a row whose runner died mid-send once its claim expired", async () => {
    const id = await queue("inq_crash00000000000");
    // A runner claimed the row and vanished (no mark sent or failed).
    await env.DB.prepare("UPDATE outbox SET claim_token = 'gone', claimed_until = ?2, attempts = 1 WHERE id = ?1")
      .bind(id, at(2 * MIN).toISOString())
      .run();
    const transport = fakeTransport();
    expect((await deliverDue(deliveryAt(1 * MIN, { mail: transport }))).claimed).toBe(0);
    expect(await deliverDue(deliveryAt(2 * MIN, { mail: transport }))).toMatchObject({ claimed: 1, sent: 1 });
    expect(await readMail(env.DB, id)).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("without a MailChannels key or URL", () => {
  const unconfigured = envWith({ MAILCHANNELS_API_KEY: "" });

  async function submit(workerEnv: typeof env): Promise<string> {
    const res = await fetchWith(workerEnv, "/api/inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.9" },
      body: JSON.stringify({ ...hostileInquiry, projectType: "mvp", companyName: "Bobby's Tables & Co", name: "Eve", locale: "de" }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  const rowsOf = async (leadId: string) =>
    (await env.DB.prepare("SELECT status, attempts, sent_at FROM outbox WHERE lead_id = ?1").bind(leadId).all()).results;

  it("keeps the lead's mail pending, says so on every cron run and in /api/health, and delivers it once after configuration", async () => {
    const id = await submit(unconfigured);
    expect(await rowsOf(id)).toEqual([
      { status: "pending", attempts: 0, sent_at: null },
      { status: "pending", attempts: 0, sent_at: null },
    ]);

    const health = await fetchWith(envWith({ MAILCHANNELS_API_URL: " " }), "/api/health");
    expect(await health.json()).toEqual({
      ok: true,
      mail: "not_configured",
      webhooks: "off",
      delivery: "ok",
      outbox: { pending: 2, dead: 0, oldestPendingMinutes: 0 },
    });

    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await runCron(unconfigured);
    await runCron(unconfigured);
    const warnings = error.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("mail is not configured"));
    expect(warnings).toEqual([
      "mail is not configured (MAILCHANNELS_API_KEY or MAILCHANNELS_API_URL missing): 2 mail(s) wait in the outbox",
      "mail is not configured (MAILCHANNELS_API_KEY or MAILCHANNELS_API_URL missing): 2 mail(s) wait in the outbox",
    ]);
    expect((await rowsOf(id)).map((row) => row.status)).toEqual(["pending", "pending"]);

    const sends = vi.spyOn(globalThis, "fetch");
    await runCron(env);
    await runCron(env);
    expect(sends).toHaveBeenCalledTimes(2);
    expect(await rowsOf(id)).toEqual([
      { status: "sent", attempts: 1, sent_at: expect.any(String) },
      { status: "sent", attempts: 1, sent_at: expect.any(String) },
    ]);
  });
});
