import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSubscriber } from "../../db/newsletter.ts";
import { listOutboxForLead } from "../../db/outbox.ts";
import type { MailMessage } from "../../mail/message.ts";
import { base, countRows, expectError, post, waitForMail } from "../../test-utils.ts";

async function signUp(email: string, locale = "en"): Promise<string> {
  const res = await post("/api/newsletter", { email, locale });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The links of the (not yet delivered) confirmation mail; delivery redacts them. */
async function linksOf(id: string): Promise<{ confirm: string; unsubscribe: string; message: MailMessage }> {
  const mails = await listOutboxForLead(env.DB, id);
  const message = JSON.parse(mails.at(-1)!.message) as MailMessage;
  const confirm = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(message.text)?.[0];
  const unsubscribe = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+/.exec(message.text)?.[0];
  if (!confirm || !unsubscribe) throw new Error(`no links in ${message.text}`);
  return { confirm, unsubscribe, message };
}

function open(link: string): Promise<Response> {
  const url = new URL(link);
  return exports.default.fetch(`${base}${url.pathname}${url.search}`, { redirect: "manual" });
}

describe("newsletter sign-up", () => {
  // Mail "fails" here, so the confirmation mails stay in the outbox with their links
  // (delivery redacts them) and the tests can open them without racing the delivery.
  let mailAttempts = 0;
  beforeEach(() => {
    mailAttempts = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      mailAttempts += 1;
      return new Response("down", { status: 500 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores a pending subscriber (lower-cased, token hashed) and queues a confirmation mail in their language", async () => {
    const id = await signUp("  Lena@Example.AT ", "de");
    expect(id).toMatch(/^sub_[a-z2-7]{16}$/);
    const row = await readSubscriber(env.DB, id);
    expect(row).toMatchObject({ email: "lena@example.at", locale: "de", status: "pending", confirmed_at: null });
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const { confirm, message } = await linksOf(id);
    expect(message.to).toEqual([{ email: "lena@example.at" }]);
    expect(message.subject).toBe("Bitte bestätigen Sie Ihr Newsletter-Abonnement");
    expect(confirm.startsWith("http://localhost:8787/api/newsletter/confirm?token=")).toBe(true);
    expect(message.html).toContain(`href="${confirm}"`);
    // Only the hash is stored, never the token itself.
    expect(JSON.stringify(row)).not.toContain(new URL(confirm).searchParams.get("token"));
  });

  it("confirms through the link and redirects to the thank-you page in the subscriber's language", async () => {
    const id = await signUp("jonas@example.de", "de");
    const { confirm } = await linksOf(id);
    const res = await open(confirm);
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get("Location")).toBe("/de/newsletter/confirmed");
    const row = await readSubscriber(env.DB, id);
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmed_at).not.toBeNull();
    // A second click lands on the same page, not on an error.
    expect((await open(confirm)).headers.get("Location")).toBe("/de/newsletter/confirmed");
  });

  it("sends no second mail for the same address within an hour, and answers the same", async () => {
    const id = await signUp("twice@example.com");
    const mails = await countRows("outbox");
    expect(await signUp("TWICE@example.com")).toBe(id);
    expect(await countRows("outbox")).toBe(mails);
    expect(await countRows("newsletter_subscribers")).toBeGreaterThan(0);
  });

  it("sends a fresh link when the last one is older than an hour", async () => {
    const id = await signUp("later@example.com");
    const { confirm: old } = await linksOf(id);
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirmation_sent_at = ?2 WHERE id = ?1")
      .bind(id, new Date(Date.now() - 2 * 60 * 60_000).toISOString())
      .run();
    expect(await signUp("later@example.com")).toBe(id);
    const { confirm: fresh } = await linksOf(id);
    expect(fresh).not.toBe(old);
    expect((await open(old)).headers.get("Location")).toBe("/newsletter/link-invalid");
    expect((await open(fresh)).headers.get("Location")).toBe("/newsletter/confirmed");
  });

  it("unsubscribes through the link; the confirmation link is void afterwards", async () => {
    const id = await signUp("bye@example.com", "en");
    const { confirm, unsubscribe } = await linksOf(id);
    expect((await open(confirm)).headers.get("Location")).toBe("/newsletter/confirmed");
    const res = await open(unsubscribe);
    expect(res.headers.get("Location")).toBe("/newsletter/unsubscribed");
    expect(await readSubscriber(env.DB, id)).toMatchObject({ status: "unsubscribed", confirm_token_hash: null });
    expect((await open(confirm)).headers.get("Location")).toBe("/newsletter/link-invalid");
  });

  it("redirects unknown, malformed and expired tokens to the link-invalid page", async () => {
    for (const path of [
      "/api/newsletter/confirm",
      "/api/newsletter/confirm?token=",
      "/api/newsletter/confirm?token=%27%20OR%201%3D1--",
      `/api/newsletter/confirm?token=${"a".repeat(43)}`,
      `/api/newsletter/unsubscribe?token=${"b".repeat(43)}`,
      `/api/newsletter/unsubscribe?token=${"c".repeat(5000)}`,
    ]) {
      const res = await exports.default.fetch(`${base}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(303);
      expect(res.headers.get("Location"), path).toBe("/newsletter/link-invalid");
    }
    const id = await signUp("slow@example.com", "de");
    const { confirm } = await linksOf(id);
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirmation_sent_at = ?2 WHERE id = ?1")
      .bind(id, new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString())
      .run();
    expect((await open(confirm)).headers.get("Location")).toBe("/de/newsletter/link-invalid");
  });

  it("tries to deliver right away; once delivered the one-time links are removed from the outbox", async () => {
    const pending = await signUp("retry@example.com");
    const failed = await waitForMail(pending, "pending").then(async () => {
      for (let i = 0; i < 100 && mailAttempts === 0; i++) await new Promise((r) => setTimeout(r, 10));
      return mailAttempts;
    });
    expect(failed).toBe(1);
    vi.restoreAllMocks();
    const id = await signUp("deliver@example.com");
    const mail = await waitForMail(id, "sent");
    expect(mail.message).not.toContain("token=");
  });

  it("validates the address and honours the honeypot", async () => {
    await expectError(await post("/api/newsletter", { email: "a@b", locale: "en" }), 400, "validation_failed", { email: "invalid_email" });
    await expectError(await post("/api/newsletter", { locale: "en" }), 400, "validation_failed", { email: "required" });
    const before = await countRows("newsletter_subscribers");
    expect((await post("/api/newsletter", { email: "bot@example.com", hp: "1" })).status).toBe(201);
    expect(await countRows("newsletter_subscribers")).toBe(before);
  });

  it("answers wrong methods with 405", async () => {
    await expectError(await exports.default.fetch(`${base}/api/newsletter`), 405, "method_not_allowed");
    await expectError(await post("/api/newsletter/confirm?token=x", {}), 405, "method_not_allowed");
  });
});
