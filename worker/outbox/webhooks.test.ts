import { env } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyInquiry } from "../../contract/inquiry/fields.ts";
import { isWebhookUrl, readConfig } from "../config.ts";
import { listOutboxForLead, readOutboxRow } from "../db/testing/outbox-rows.ts";
import { envWith, fetchWith, runCron, validInquiry, validReferral } from "../testing/http.ts";
import { deliverDue } from "./batch.ts";
import { ATTEMPT_TIMEOUT_MS } from "./post.ts";
import { sendersFor } from "./senders.ts";
import { webhookSender } from "./webhooks.ts";

// A Standard Webhooks secret: whsec_ + base64 of 24 random-looking bytes.
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const MIN = 60_000;

function withWebhooks(urls: string, secret = SECRET): typeof env {
  return envWith({ WEBHOOK_URLS: urls, WEBHOOK_SECRET: secret });
}

async function submit(path: string, body: unknown, workerEnv: typeof env): Promise<string> {
  const res = await fetchWith(workerEnv, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.7", Origin: "https://agency.test" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The webhook calls a spy on fetch saw, as a receiver would read them. */
function received(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map(([input, init]) => ({ url: String(input), init: init as RequestInit }))
    .filter((call) => call.url.startsWith("https://hooks.test/"))
    .map(({ url, init }) => ({ url, headers: Object.fromEntries(new Headers(init.headers)), body: String(init.body) }));
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM outbox").run();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("webhook settings", () => {
  it("accept https anywhere and http only for this machine", () => {
    expect(isWebhookUrl("https://hooks.slack.com/services/T0/B0/x")).toBe(true);
    expect(isWebhookUrl("http://localhost:5678/webhook/leads")).toBe(true);
    expect(isWebhookUrl("http://127.0.0.1:9000/")).toBe(true);
    expect(isWebhookUrl("http://example.com/hook")).toBe(false);
    expect(isWebhookUrl("https://user:pw@example.com/hook")).toBe(false);
    expect(isWebhookUrl("ftp://example.com")).toBe(false);
  });

  it("drop bad entries loudly and keep the good ones", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const config = readConfig(envWith({ WEBHOOK_URLS: " https://a.test/x , http://evil.test/y,,https://a.test/x" }));
    expect(config.webhookUrls).toEqual(["https://a.test/x"]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"http://evil.test/y"'));
  });
});

describe("inquiry.created and referral.created", () => {
  it("are queued with the lead in one batch, one call per URL, signed so standardwebhooks verifies them", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const id = await submit("/api/inquiries", validInquiry, withWebhooks("https://hooks.test/200,https://hooks.test/201"));
    const rows = await listOutboxForLead(env.DB, id);
    expect(rows.map((r) => [r.channel, r.kind, r.recipient, r.status])).toEqual([
      ["mail", "inquiry_notification", "hello@example.com", "sent"],
      ["mail", "inquiry_acknowledgement", "anna@acme.at", "sent"],
      ["webhook", "inquiry.created", "https://hooks.test/200", "sent"],
      ["webhook", "inquiry.created", "https://hooks.test/201", "sent"],
    ]);

    const calls = received(spy);
    expect(calls.map((c) => c.url)).toEqual(["https://hooks.test/200", "https://hooks.test/201"]);
    for (const [i, call] of calls.entries()) {
      expect(call.headers["webhook-id"]).toBe(rows[2 + i]!.id);
      const event = new Webhook(SECRET).verify(call.body, call.headers) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      };
      expect(event).toEqual({
        type: "inquiry.created",
        timestamp: rows[0]!.created_at,
        data: {
          id,
          createdAt: rows[0]!.created_at,
          source: "https://agency.test",
          // Every field of the contract, the ones validInquiry leaves out unanswered.
          ...emptyInquiry,
          ...validInquiry,
        },
      });
      // A forged or altered body does not verify.
      expect(() => new Webhook(SECRET).verify(call.body.replace("Acme", "Evil"), call.headers)).toThrow();
      expect(() => new Webhook("whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldA==").verify(call.body, call.headers)).toThrow();
    }

    const ref = await submit("/api/referrals", validReferral, withWebhooks("https://hooks.test/200"));
    const [call] = received(spy).slice(2);
    expect(new Webhook(SECRET).verify(call!.body, call!.headers)).toMatchObject({
      type: "referral.created",
      data: { id: ref, name: "Max Muster", referralEmail: "eva@example.org", confirmed: true },
    });
  });

  it("a receiver answering 500 then 200 gets the event exactly once more, with the same webhook-id and body", async () => {
    let answers = [500, 200];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(null, { status: answers.shift() ?? 599 }));
    const workerEnv = withWebhooks("https://hooks.test/flaky");
    const id = await submit(
      "/api/referrals",
      validReferral,
      envWith({ WEBHOOK_URLS: "https://hooks.test/flaky", WEBHOOK_SECRET: SECRET, MAILCHANNELS_API_KEY: "" }),
    );
    const [row] = (await listOutboxForLead(env.DB, id)).filter((r) => r.channel === "webhook");
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "Webhook hooks.test answered 500" });

    const ctx = { db: env.DB, senders: { webhook: sendersFor(readConfig(workerEnv)).webhook! } };
    const due = Date.parse(row!.next_attempt_at);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(due - MIN);
    expect((await deliverDue(ctx)).claimed).toBe(0);
    vi.setSystemTime(due);
    expect(await deliverDue(ctx)).toMatchObject({ claimed: 1, sent: 1 });
    answers = [200];
    vi.setSystemTime(due + 60 * MIN);
    expect((await deliverDue(ctx)).claimed).toBe(0);
    vi.useRealTimers();

    const calls = received(spy);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers["webhook-id"]).toBe(calls[0]!.headers["webhook-id"]);
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(await readOutboxRow(env.DB, row!.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("wait in the outbox while WEBHOOK_SECRET is missing, and go out once it is set", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const noSecret = withWebhooks("https://hooks.test/200", "");
    const id = await submit("/api/inquiries", validInquiry, noSecret);
    const hook = (await listOutboxForLead(env.DB, id)).find((r) => r.channel === "webhook")!;
    expect(hook).toMatchObject({ status: "pending", attempts: 0 });
    expect(received(spy)).toHaveLength(0);

    const health = await fetchWith(noSecret, "/api/health");
    const answer = (await health.json()) as { outbox: { pending: number } };
    expect(answer).toMatchObject({ ok: true, mail: "configured", webhooks: "not_configured", delivery: "ok" });
    // The webhook call waits; the mail may still be on its way after the answer.
    expect(answer.outbox.pending).toBeGreaterThanOrEqual(1);

    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await runCron(noSecret);
    expect(error).toHaveBeenCalledWith("webhooks are not configured (WEBHOOK_SECRET missing or invalid): 1 call(s) wait in the outbox");
    expect((await readOutboxRow(env.DB, hook.id))?.status).toBe("pending");

    await runCron(withWebhooks("https://hooks.test/200"));
    await runCron(withWebhooks("https://hooks.test/200"));
    expect(received(spy)).toHaveLength(1);
    expect(await readOutboxRow(env.DB, hook.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("treat a receiver that hangs as a failed attempt", async () => {
    // What fetch does when the attempt's AbortSignal.timeout fires: it rejects with a TimeoutError.
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
    const sender = webhookSender({ secret: SECRET });
    expect(await sender.send({ url: "https://hooks.test/slow", body: "{}" }, { id: "out_x", now: new Date() })).toEqual({
      ok: false,
      error: `Webhook hooks.test timed out after ${ATTEMPT_TIMEOUT_MS} ms`,
      // No answer: the receiver may have taken the call, so the outbox repeats it once at most.
      uncertain: true,
    });
  });
});
