/** At most one repeat: claims and their leases, attempts that end without an answer, one-time links removed. */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../../contract/mail-message.ts";
import { readConfig } from "../config.ts";
import { claimDue, enqueueStatement } from "../db/outbox/d1/outbox.ts";
import type { OutboxMail } from "../db/outbox/statements/outbox-items.ts";
import { listOutboxForLead, readOutboxRow } from "../db/testing/outbox-rows.ts";
import { renderInquiryNotification } from "../mail/inquiry-mails.ts";
import { fetchWith, hostileInquiry } from "../testing/http.ts";
import { deliverDue, runPolicy } from "./batch.ts";
import { type DeliveryContext, deliverInserted, deliverOne, leasePolicy, newClaim } from "./deliver.ts";
import { mailChannelsTransport } from "./mail-transport.ts";
import { ATTEMPT_TIMEOUT_MS } from "./post.ts";
import { webhookSender } from "./webhooks.ts";

const config = readConfig(env);
const t0 = new Date("2026-05-04T08:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;
const mail = mailChannelsTransport({ apiKey: "k", apiUrl: "https://api.mailchannels.net/tx/v1/send" });

function mailFor(leadId: string): OutboxMail {
  const meta = { id: leadId, createdAt: t0.toISOString(), locale: "en", source: "" };
  return { channel: "mail", kind: "inquiry_notification", leadId, message: renderInquiryNotification(hostileInquiry, meta, config) };
}

async function queue(leadId: string): Promise<string> {
  const { id, statement } = enqueueStatement(env.DB, mailFor(leadId), t0.toISOString());
  await statement.run();
  return id;
}

function deliveryAt(ms: number, senders: DeliveryContext["senders"] = { mail }): DeliveryContext {
  vi.setSystemTime(at(ms));
  return { db: env.DB, senders };
}

/** Every POST the Worker makes, answered by `answer` (a Response, or a throw for a lost answer). */
function provider(answer: (n: number) => Response) {
  const requests: { headers: Headers; body: string }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    requests.push({ headers: new Headers(init?.headers), body: String(init?.body) });
    return answer(requests.length);
  });
  return requests;
}

const lost = (): Response => {
  // The provider took the request, then the connection broke before its answer.
  throw new TypeError("Network connection lost.");
};
const timedOut = (): Response => {
  throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
};
const messageIdOf = (request: { body: string }) => (JSON.parse(request.body) as { headers: Record<string, string> }).headers["Message-ID"];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(t0);
  await env.DB.prepare("DELETE FROM outbox").run();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("claims", () => {
  it("give two concurrent claimers disjoint rows, every row once", async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => queue(`inq_claim${String(i).padStart(11, "0")}`)));
    const [a, b] = await Promise.all([claimDue(env.DB, newClaim(), 20, ["mail"]), claimDue(env.DB, newClaim(), 20, ["mail"])]);
    const taken = [...a, ...b].map((row) => row.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.sort()).toEqual([...ids].sort());
  });

  it("never take a row a live request holds, and count a takeover after its lease as uncertain", async () => {
    const born = { ...mailFor("inq_live000000000000"), claim: newClaim() };
    const { id, statement } = enqueueStatement(env.DB, born, t0.toISOString());
    await statement.run();
    vi.setSystemTime(at(leasePolicy.leaseMs - 1));
    expect(await claimDue(env.DB, newClaim(), 25, ["mail"])).toEqual([]);
    vi.setSystemTime(at(leasePolicy.leaseMs));
    const [row] = await claimDue(env.DB, newClaim(), 25, ["mail"]);
    expect(row).toMatchObject({ id, attempts: 2, uncertain: 1 });
  });

  it("outlast the send timeout with margin, also for the last row of a batch", () => {
    const rounds = Math.ceil(runPolicy.batchSize / runPolicy.parallelSends);
    expect(leasePolicy.sendMarginMs).toBeGreaterThanOrEqual(2 * ATTEMPT_TIMEOUT_MS);
    expect(rounds * ATTEMPT_TIMEOUT_MS + leasePolicy.sendMarginMs).toBeLessThan(leasePolicy.leaseMs);
  });

  it("hand a row back unsent when too little of the lease is left for a whole attempt", async () => {
    const requests = provider(() => new Response(null, { status: 202 }));
    const born = { ...mailFor("inq_late000000000000"), claim: newClaim() };
    const { id, statement } = enqueueStatement(env.DB, born, t0.toISOString());
    await statement.run();
    // The request's own send starts too late: it sends nothing and frees the row.
    expect(await deliverInserted(id, born, deliveryAt(leasePolicy.leaseMs - ATTEMPT_TIMEOUT_MS))).toBe("retrying");
    expect(requests).toHaveLength(0);
    expect(await readOutboxRow(env.DB, id)).toMatchObject({ status: "pending", claim_token: null, attempts: 0, uncertain: 0 });
    expect(await deliverDue(deliveryAt(leasePolicy.leaseMs - ATTEMPT_TIMEOUT_MS))).toMatchObject({ sent: 1 });
    expect(requests).toHaveLength(1);
  });
});

describe("an attempt that ends without an answer", () => {
  it("is repeated once, with the same Message-ID, and delivered", async () => {
    const requests = provider((n) => (n === 1 ? lost() : new Response(null, { status: 202 })));
    const id = await queue("inq_lost000000000000");
    expect(await deliverOne(id, deliveryAt(0))).toBe("retrying");
    expect(await readOutboxRow(env.DB, id)).toMatchObject({ status: "pending", uncertain: 1 });
    expect(await deliverDue(deliveryAt(5 * MIN))).toMatchObject({ sent: 1 });
    expect(requests.map(messageIdOf)).toEqual([`<${id}@example.com>`, `<${id}@example.com>`]);
    expect(await readOutboxRow(env.DB, id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("goes dead with the reason after its one repeat also ends without an answer", async () => {
    const requests = provider((n) => (n === 1 ? timedOut() : lost()));
    const id = await queue("inq_twice00000000000");
    expect(await deliverOne(id, deliveryAt(0))).toBe("retrying");
    expect(await deliverDue(deliveryAt(5 * MIN))).toMatchObject({ dead: 1 });
    expect(await deliverDue(deliveryAt(24 * 60 * MIN))).toMatchObject({ claimed: 0 });
    expect(requests).toHaveLength(2);
    const row = await readOutboxRow(env.DB, id);
    expect(row).toMatchObject({ status: "dead", uncertain: 2 });
    expect(row?.last_error).toContain("Network connection lost.");
    expect(row?.last_error).toContain("the provider may have accepted the message (at most one repeat)");
  });

  it("counts a runner that died holding the claim, and never sends a third time", async () => {
    const requests = provider(() => new Response(null, { status: 202 }));
    const id = await queue("inq_crash00000000000");
    // An earlier attempt ended without an answer, then a runner claimed the row and vanished.
    await env.DB.prepare("UPDATE outbox SET uncertain = 1, attempts = 2, claim_token = 'gone', claimed_until = ?2 WHERE id = ?1")
      .bind(id, at(1 * MIN).toISOString())
      .run();
    expect(await deliverDue(deliveryAt(1 * MIN))).toMatchObject({ claimed: 1, dead: 1 });
    expect(requests).toHaveLength(0);
    expect(await readOutboxRow(env.DB, id)).toMatchObject({ status: "dead", uncertain: 2 });
  });

  it("keeps retrying with backoff after an answer that refuses for now, and never retries a definite refusal", async () => {
    provider(() => new Response("busy", { status: 503 }));
    const busy = await queue("inq_busy000000000000");
    expect(await deliverOne(busy, deliveryAt(0))).toBe("retrying");
    expect(await readOutboxRow(env.DB, busy)).toMatchObject({ status: "pending", uncertain: 0 });
    vi.restoreAllMocks();
    const requests = provider(() => new Response("no such mailbox", { status: 400 }));
    const refused = await queue("inq_refused000000000");
    expect(await deliverOne(refused, deliveryAt(0))).toBe("dead");
    await deliverDue(deliveryAt(24 * 60 * MIN));
    expect(await readOutboxRow(env.DB, refused)).toMatchObject({ status: "dead", attempts: 1, uncertain: 0 });
    expect(requests.filter((r) => messageIdOf(r) === `<${refused}@example.com>`)).toHaveLength(1);
  });

  it("repeats a webhook call once with the same webhook-id", async () => {
    const requests = provider((n) => (n === 1 ? lost() : new Response(null, { status: 204 })));
    const hook = webhookSender({ secret: `whsec_${btoa("0123456789abcdef0123456789abcdef")}` });
    const { id, statement } = enqueueStatement(
      env.DB,
      {
        channel: "webhook",
        kind: "inquiry.created",
        leadId: "inq_hook000000000000",
        message: { url: "https://hooks.test/200", body: "{}" },
      },
      t0.toISOString(),
    );
    await statement.run();
    expect(await deliverOne(id, deliveryAt(0, { webhook: hook }))).toBe("retrying");
    expect(await deliverDue(deliveryAt(5 * MIN, { webhook: hook }))).toMatchObject({ sent: 1 });
    expect(requests.map((r) => r.headers.get("webhook-id"))).toEqual([id, id]);
  });
});

describe("one-time links", () => {
  it("do not survive in a dead newsletter confirmation", async () => {
    const requests = provider(() => Response.json({ errors: ["invalid address"] }, { status: 400 }));
    vi.useRealTimers();
    const res = await fetchWith(env, "/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.77" },
      body: JSON.stringify({ email: "dead.letter@example.org", locale: "en" }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const sent = JSON.parse(requests[0]!.body) as { content: { value: string }[] };
    const token = /confirm\?token=([\w-]+)/.exec(sent.content[0]!.value)?.[1];
    expect(token).toBeTruthy();
    const [row] = await listOutboxForLead(env.DB, id);
    expect(row?.status).toBe("dead");
    expect(row?.message).not.toContain(token);
    expect(row?.message).not.toMatch(/token=/);
    const stored = JSON.parse(row!.message) as MailMessage;
    expect(stored.headers).toBeUndefined();
  });
});
