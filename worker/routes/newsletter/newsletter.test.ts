import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../../../contract/mail-message.ts";
import { listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { readSubscriber } from "../../db/testing/rows.ts";
import { base, countRows, expectError, newClientIp, post, waitForMail } from "../../testing/http.ts";
import { freshRateWindow, RATE_WINDOW_TEST } from "../../testing/rate-window.ts";

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

function open(link: string, method = "GET"): Promise<Response> {
  const url = new URL(link);
  return exports.default.fetch(`${base}${url.pathname}${url.search}`, {
    method,
    redirect: "manual",
    headers: { "CF-Connecting-IP": newClientIp() },
  });
}

/**
 * What a person does with a link: open it (a page that changes nothing) and press its one
 * button, which POSTs the token as a form. A link that has no page answers the redirect.
 */
async function click(link: string): Promise<Response> {
  const page = await open(link);
  if (page.status !== 200) return page;
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const token = /<input type="hidden" name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !token) throw new Error(`no form in ${html}`);
  return exports.default.fetch(`${base}${action}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "CF-Connecting-IP": newClientIp() },
    body: new URLSearchParams({ token }).toString(),
  });
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

  it("keeps a French, Italian or Spanish sign-up's language and mails it in that language", async () => {
    const subjects: Record<string, string> = {};
    for (const locale of ["fr", "it", "es"]) {
      const id = await signUp(`five-${locale}@example.org`, locale);
      expect((await readSubscriber(env.DB, id))?.locale).toBe(locale);
      subjects[locale] = (await linksOf(id)).message.subject;
    }
    const english = (await linksOf(await signUp("five-en@example.org", "en"))).message.subject;
    for (const subject of Object.values(subjects)) expect(subject).not.toBe(english);
    expect(new Set(Object.values(subjects)).size).toBe(3);
  });

  it("stores a pending subscriber (lower-cased, token hashed) and queues a confirmation mail in their language", async () => {
    const id = await signUp("  Lena@Example.AT ", "de");
    expect(id).toMatch(/^sub_[a-z2-7]{16}$/);
    const row = await readSubscriber(env.DB, id);
    expect(row).toMatchObject({ email: "lena@example.at", locale: "de", status: "pending", confirmed_at: null });
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const { confirm, message } = await linksOf(id);
    expect(message.to).toEqual([{ email: "lena@example.at" }]);
    expect(message.subject).toBe("Bitte bestätigen Sie Ihr Newsletter-Abonnement");
    expect(confirm.startsWith(`${base}/api/newsletter/confirm?token=`)).toBe(true);
    expect(message.html).toContain(`href="${confirm}"`);
    // Only the hash is stored, never the token itself.
    expect(JSON.stringify(row)).not.toContain(new URL(confirm).searchParams.get("token"));
  });

  it("confirms through the link and redirects to the thank-you page in the subscriber's language", async () => {
    const id = await signUp("jonas@example.de", "de");
    const { confirm } = await linksOf(id);
    const res = await click(confirm);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/de/newsletter/confirmed");
    const row = await readSubscriber(env.DB, id);
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmed_at).not.toBeNull();
    // A second click lands on the same page, not on an error.
    expect((await open(confirm)).headers.get("Location")).toBe("/de/newsletter/confirmed");
    expect((await click(confirm)).headers.get("Location")).toBe("/de/newsletter/confirmed");
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
    await env.DB.prepare("UPDATE mailbox_caps SET sent_at = ?1")
      .bind(new Date(Date.now() - 2 * 60 * 60_000).toISOString())
      .run();
    expect(await signUp("later@example.com")).toBe(id);
    const { confirm: fresh } = await linksOf(id);
    expect(fresh).not.toBe(old);
    expect((await click(old)).headers.get("Location")).toBe("/newsletter/link-invalid");
    expect((await click(fresh)).headers.get("Location")).toBe("/newsletter/confirmed");
  });

  it("unsubscribes through the link; the confirmation link is void afterwards", async () => {
    const id = await signUp("bye@example.com", "en");
    const { confirm, unsubscribe } = await linksOf(id);
    expect((await click(confirm)).headers.get("Location")).toBe("/newsletter/confirmed");
    const res = await click(unsubscribe);
    expect(res.headers.get("Location")).toBe("/newsletter/unsubscribed");
    expect(await readSubscriber(env.DB, id)).toMatchObject({ status: "unsubscribed", confirm_token_hash: null });
    expect((await open(confirm)).headers.get("Location")).toBe("/newsletter/link-invalid");
    expect((await click(confirm)).headers.get("Location")).toBe("/newsletter/link-invalid");
    // A used unsubscribe link says so again instead of showing a button.
    expect((await open(unsubscribe)).headers.get("Location")).toBe("/newsletter/unsubscribed");
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
    expect((await click(confirm)).headers.get("Location")).toBe("/de/newsletter/link-invalid");
    expect((await readSubscriber(env.DB, id))?.status).toBe("pending");
  });

  it("never changes anything on GET or HEAD: the link opens a page with one button, in the subscriber's language", async () => {
    const id = await signUp("scanner@example.at", "de");
    const { confirm, unsubscribe } = await linksOf(id);
    for (const method of ["GET", "HEAD", "GET"]) {
      for (const link of [confirm, unsubscribe]) {
        const res = await open(link, method);
        expect(res.status, `${method} ${link}`).toBe(200);
        expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
        const csp = res.headers.get("Content-Security-Policy") ?? "";
        expect(csp).toContain("form-action 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain("script-src");
        expect(res.headers.get("Cache-Control")).toBe("no-store");
        expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
        const html = await res.text();
        if (method === "HEAD") expect(html).toBe("");
        else {
          expect(html).toContain('<html lang="de">');
          expect(html).not.toContain("<script");
          expect(html).toContain(link === confirm ? "Abonnement bestätigen</button>" : "Abmelden</button>");
          expect(html).toContain(`value="${new URL(link).searchParams.get("token")}"`);
        }
      }
    }
    expect(await readSubscriber(env.DB, id)).toMatchObject({ status: "pending", confirmed_at: null, unsubscribed_at: null });
    const en = await signUp("scanner@example.com", "en");
    const page = await (await open((await linksOf(en)).confirm)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("Confirm subscription</button>");
  });

  it("carries RFC 8058 one-click unsubscribe headers and accepts the one-click POST without a page", async () => {
    const id = await signUp("oneclick@example.com", "en");
    const { unsubscribe, message } = await linksOf(id);
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>, <mailto:hello@example.com?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const url = new URL(unsubscribe);
    const oneClick = (path: string) =>
      exports.default.fetch(`${base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": newClientIp() },
        body: "List-Unsubscribe=One-Click",
      });
    const res = await oneClick(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Location")).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
    expect((await readSubscriber(env.DB, id))?.status).toBe("unsubscribed");
    // Mail clients may retry; an unknown token is a plain 404.
    expect((await oneClick(`${url.pathname}${url.search}`)).status).toBe(200);
    await expectError(await oneClick(`/api/newsletter/unsubscribe?token=${"z".repeat(43)}`), 404, "not_found");
  });

  it("accepts the RFC 8058 one-click POST as multipart/form-data, as mail clients should send it", async () => {
    const id = await signUp("multipart@example.com", "en");
    const { unsubscribe } = await linksOf(id);
    const url = new URL(unsubscribe);
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    // Before: 415 unsupported_media_type, and the subscriber stayed pending.
    const res = await exports.default.fetch(`${base}${url.pathname}${url.search}`, {
      method: "POST",
      redirect: "manual",
      headers: { "CF-Connecting-IP": newClientIp() },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await readSubscriber(env.DB, id))?.status).toBe("unsubscribed");
  });

  it("takes the page's token POST as multipart too, and refuses a multipart body that does not parse", async () => {
    const id = await signUp("multipart-confirm@example.com", "en");
    const token = new URL((await linksOf(id)).confirm).searchParams.get("token")!;
    const form = new FormData();
    form.append("token", token);
    const res = await exports.default.fetch(`${base}/api/newsletter/confirm`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, "CF-Connecting-IP": newClientIp() },
      body: form,
    });
    expect(res.headers.get("Location")).toBe("/newsletter/confirmed");
    const broken = await post("/api/newsletter/unsubscribe", undefined, {
      raw: "not multipart",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    await expectError(broken, 415, "unsupported_media_type");
  });

  it("counts the hourly confirmation cap per mailbox: +tags and gmail dots are one mailbox", async () => {
    const confirmations = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter_confirmation'").first<number>("n")) ?? 0;
    const before = await confirmations();
    // Before: each spelling had its own row and its own hourly mail (5 a minute to one person).
    for (const email of [
      "victim@gmail.com",
      "victim+1@gmail.com",
      "vic.tim@gmail.com",
      "Vic.Tim+x@googlemail.com",
      "v.i.c.t.i.m@gmail.com",
    ]) {
      await signUp(email);
    }
    expect((await confirmations()) - before).toBe(1);
    // Another mailbox is not affected; at another provider dots count.
    await signUp("vic.tim@example.com");
    await signUp("victim@example.com");
    expect((await confirmations()) - before).toBe(3);
  });

  it("rate-limits the confirm and unsubscribe links per client", RATE_WINDOW_TEST, async () => {
    await freshRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await exports.default.fetch(`${base}/api/newsletter/confirm?token=${"q".repeat(43)}`, {
        redirect: "manual",
        headers: { "CF-Connecting-IP": "203.0.113.77" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("takes the token POST only as a form", async () => {
    const id = await signUp("formonly@example.com", "en");
    const { confirm } = await linksOf(id);
    const token = new URL(confirm).searchParams.get("token")!;
    await expectError(await post("/api/newsletter/confirm", { token }), 415, "unsupported_media_type");
    expect((await readSubscriber(env.DB, id))?.status).toBe("pending");
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
    await expectError(await post("/api/newsletter/confirm?token=x", {}, { method: "PUT" }), 405, "method_not_allowed");
  });
});
