import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { limits, MAX_BODY_BYTES } from "../../contract/limits.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { listOutboxForLead } from "../db/testing/outbox-rows.ts";
import { readInquiry } from "../db/testing/rows.ts";
import { expectError, post, validInquiry, validReferral } from "../testing/http.ts";

/** The mails a lead queued, by kind. */
async function mailsOf(id: string): Promise<Record<string, MailMessage>> {
  const rows = await listOutboxForLead(env.DB, id);
  return Object.fromEntries(rows.filter((r) => r.channel === "mail").map((r) => [r.kind, JSON.parse(r.message) as MailMessage]));
}

async function submit(path: string, body: unknown): Promise<string> {
  const res = await post(path, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const phishing = "Dear customer, your account is suspended - verify at https://evil.example/login";

describe("acknowledgements nobody can aim", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses a name that carries a link, www., an address or markup (before: mailed to the victim from our domain)", async () => {
    for (const name of [
      phishing,
      "Visit www.evil.example",
      "write to x@evil.example",
      "<b>Anna</b>",
      "ftp://x",
      "mailto:x",
      "javascript:alert(1)",
    ]) {
      await expectError(await post("/api/inquiries", { ...validInquiry, name }), 400, "validation_failed", { name: "invalid_name" });
    }
    const referral = await post("/api/referrals", { ...validReferral, name: phishing, referralName: "see https://evil.example" });
    await expectError(referral, 400, "validation_failed", { name: "invalid_name", referralName: "invalid_name" });
  });

  it("lets a company or industry hold a bare domain, never a scheme, an address or markup", async () => {
    expect((await post("/api/inquiries", { ...validInquiry, companyName: "Booking.com", industry: "Travel (booking.com)" })).status).toBe(
      201,
    );
    for (const companyName of ["https://evil.example", "sales@evil.example", "<i>Acme</i>"]) {
      await expectError(await post("/api/inquiries", { ...validInquiry, companyName }), 400, "validation_failed", {
        companyName: "invalid_text",
      });
    }
    await expectError(await post("/api/inquiries", { ...validInquiry, industry: "see http://x.example" }), 400, "validation_failed", {
      industry: "invalid_text",
    });
    await expectError(
      await post("/api/referrals", { ...validReferral, referralCompany: "Acme <script>", companyName: "x@y.example" }),
      400,
      "validation_failed",
      { referralCompany: "invalid_text", companyName: "invalid_text" },
    );
  });

  it("repeats nothing the visitor typed but the name: only our option labels summarise the answers", async () => {
    const id = await submit("/api/inquiries", {
      ...validInquiry,
      email: "summary@example.org",
      projectDescription: "Call +1 555 0100 now, see evil.example/login",
      companyName: "Evil.example",
      industry: "Phishing",
      phone: "+1 555 0100",
      locale: "en",
    });
    const ack = (await mailsOf(id)).inquiry_acknowledgement!;
    for (const typed of ["555 0100", "evil.example", "Evil.example", "Phishing"]) {
      expect(ack.text).not.toContain(typed);
      expect(ack.html).not.toContain(typed);
    }
    expect(ack.text).toContain("Hello Anna Huber,");
    expect(ack.text).toContain("Project type: MVP development");
  });

  it("sends one acknowledgement of each kind per mailbox a day: 12 leads to one victim in a minute give 2 (before: 12)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const spellings = ["victim@gmail.com", "victim+1@gmail.com", "vic.tim@gmail.com", "Victim+x@googlemail.com"];
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = spellings[i % spellings.length]!;
      const path = i % 3 === 2 ? "/api/referrals" : "/api/inquiries";
      const body = path === "/api/referrals" ? { ...validReferral, email } : { ...validInquiry, email };
      ids.push(await submit(path, body));
    }
    const mails = await Promise.all(ids.map(mailsOf));
    // The first inquiry's and the first referral's: a referral's thanks is not an inquiry's acknowledgement.
    expect(mails.map((m, i) => ((m.inquiry_acknowledgement ?? m.referral_acknowledgement) ? i : -1)).filter((i) => i >= 0)).toEqual([0, 2]);
    // Every lead is stored and notified to staff; the later ones say why there was no acknowledgement.
    const notifications = mails.map((m) => (m.inquiry_notification ?? m.referral_notification)!);
    expect(notifications).toHaveLength(12);
    // Staff notifications are in the agency's language (German unless AGENCY_LOCALE says "en").
    for (const mail of [notifications[0]!, notifications[2]!]) {
      expect(mail.text).not.toMatch(/No acknowledgement sent|Keine Eingangsbestätigung gesendet/);
    }
    for (const mail of notifications.filter((_, i) => i !== 0 && i !== 2)) {
      expect(mail.text).toMatch(
        /No acknowledgement sent: this address already received one in the last 24 hours\.|Keine Eingangsbestätigung gesendet: Diese Adresse hat in den letzten 24 Stunden bereits eine erhalten\./,
      );
    }
    expect(warn).toHaveBeenCalledTimes(10);
    // Another mailbox still gets its own.
    const other = await submit("/api/inquiries", { ...validInquiry, email: "someone.else@example.org" });
    expect((await mailsOf(other)).inquiry_acknowledgement).toBeDefined();
  });

  it("thanks a referrer whose inquiry was acknowledged, or whose call was confirmed, the same day (before: no thanks)", async () => {
    const inquiry = await submit("/api/inquiries", { ...validInquiry, email: "founder@example.org" });
    expect((await mailsOf(inquiry)).inquiry_acknowledgement).toBeDefined();
    const referral = await submit("/api/referrals", { ...validReferral, email: "founder@example.org" });
    expect((await mailsOf(referral)).referral_acknowledgement).toBeDefined();
    // A second referral that day is capped as before.
    const again = await submit("/api/referrals", { ...validReferral, email: "founder@example.org", referralEmail: "other@example.org" });
    expect((await mailsOf(again)).referral_acknowledgement).toBeUndefined();
  });

  it("acknowledges the mailbox again once its last acknowledgement is a day old", async () => {
    const first = await submit("/api/inquiries", { ...validInquiry, email: "daily@example.org" });
    expect((await mailsOf(first)).inquiry_acknowledgement).toBeDefined();
    await env.DB.prepare("UPDATE mailbox_caps SET sent_at = ?1")
      .bind(new Date(Date.now() - 24 * 60 * 60_000 - 1000).toISOString())
      .run();
    const second = await submit("/api/inquiries", { ...validInquiry, email: "daily@example.org" });
    expect((await mailsOf(second)).inquiry_acknowledgement).toBeDefined();
  });
});

describe("one-line fields", () => {
  it("refuse invisible format characters (before: stored and printed invisibly)", async () => {
    for (const hidden of ["\u{e0041}\u{e0042}", "\u00ad", "\u2062", "\u206a", "\ufff9"]) {
      await expectError(await post("/api/inquiries", { ...validInquiry, companyName: `Acme${hidden}GmbH` }), 400, "validation_failed", {
        companyName: "invalid_characters",
      });
    }
  });
});

describe("the body limit", () => {
  it("fits every field at its maximum in CJK (before: 16,994 bytes answered 413)", async () => {
    const cjk = (n: number) => "漢".repeat(n);
    const body = {
      ...validInquiry,
      projectDescription: cjk(limits.projectDescription),
      companyName: cjk(limits.companyName),
      industry: cjk(limits.industry),
      name: cjk(limits.name),
      email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.example`,
    };
    const raw = JSON.stringify(body);
    expect(new TextEncoder().encode(raw).length).toBeGreaterThan(16 * 1024);
    expect(new TextEncoder().encode(raw).length).toBeLessThan(MAX_BODY_BYTES);
    expect((await post("/api/inquiries", undefined, { raw })).status).toBe(201);
  });

  it("fits every field at its maximum even when every character is sent as a \\u escape", () => {
    const units = limits.projectDescription + limits.companyName + limits.industry + limits.name + limits.email + limits.phone;
    expect(units * 6 + 1024).toBeLessThan(MAX_BODY_BYTES);
  });
});

describe("greetings", () => {
  afterEach(() => vi.restoreAllMocks());

  const stranger = "Your account is locked - confirm at paypal-secure.example/login within 24 hours or call +1 900 555 0100";

  it("store a stranger's text as the name, and greet it neutrally, without a display name, in every language", async () => {
    // The formal salutation to nobody in particular, as a letter in each language opens.
    const greetings = {
      en: "Good day,",
      de: "Sehr geehrte Damen und Herren,",
      fr: "Madame, Monsieur,",
      it: "Gentili Signore e Signori,",
      es: "Estimados señores:",
    };
    for (const [locale, neutral] of Object.entries(greetings)) {
      const id = await submit("/api/inquiries", { ...validInquiry, name: stranger, locale, email: `locked-${locale}@example.org` });
      expect((await readInquiry(env.DB, id))?.contact_name).toBe(stranger);
      const ack = (await mailsOf(id)).inquiry_acknowledgement!;
      expect(ack.to).toEqual([{ email: `locked-${locale}@example.org` }]);
      expect(ack.text.startsWith(neutral), ack.text.slice(0, 40)).toBe(true);
      expect(`${ack.text}${ack.html}${ack.subject}`).not.toContain("paypal-secure");
    }
  });

  it("greet names that look like names, in the greeting and the To", async () => {
    for (const name of ["Dr. Ayşe Öztürk", "Sarah O'Connor", "Jean-Luc Müller-Lüdenscheidt"]) {
      const email = `${name.length}-${name.charCodeAt(0)}@example.org`;
      const id = await submit("/api/inquiries", { ...validInquiry, name, locale: "en", email });
      const ack = (await mailsOf(id)).inquiry_acknowledgement!;
      expect(ack.to).toEqual([{ email, name }]);
      expect(ack.text.startsWith(`Hello ${name},`), ack.text.slice(0, 40)).toBe(true);
    }
    const referral = await submit("/api/referrals", { ...validReferral, name: "Call 0800 123 456 now", locale: "de" });
    const ack = (await mailsOf(referral)).referral_acknowledgement!;
    expect(ack.to).toEqual([{ email: validReferral.email }]);
    expect(ack.text.startsWith("Guten Tag,")).toBe(true);
  });
});

describe("one mailbox, two spellings of its domain", () => {
  it("gets one acknowledgement for bücher.de and xn--bcher-kva.de", async () => {
    const first = await submit("/api/inquiries", { ...validInquiry, email: "leser@bücher.de" });
    const second = await submit("/api/inquiries", { ...validInquiry, email: "Leser@xn--bcher-kva.de" });
    expect(Object.keys(await mailsOf(first))).toContain("inquiry_acknowledgement");
    expect(Object.keys(await mailsOf(second))).not.toContain("inquiry_acknowledgement");
  });
});

describe("a lead the batch fails to store", () => {
  afterEach(() => vi.restoreAllMocks());

  const batchFailsOnce = () => vi.spyOn(env.DB, "batch").mockRejectedValueOnce(new Error("D1 unavailable"));

  it("gives its mailbox's acknowledgement slot back, so the retry is acknowledged", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    batchFailsOnce();
    const email = "given-back@example.org";
    expect((await post("/api/inquiries", { ...validInquiry, email })).status).toBe(503);
    const id = await submit("/api/inquiries", { ...validInquiry, email });
    expect(Object.keys(await mailsOf(id))).toContain("inquiry_acknowledgement");
  });

  it("logs a slot it cannot give back (before: silently no acknowledgement for 24 h)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    batchFailsOnce();
    const prepare = env.DB.prepare.bind(env.DB);
    vi.spyOn(env.DB, "prepare").mockImplementation((sql: string) => {
      if (sql.startsWith("DELETE FROM mailbox_caps")) throw new Error("D1 unavailable");
      return prepare(sql);
    });
    expect((await post("/api/inquiries", { ...validInquiry, email: "kept@example.org" })).status).toBe(503);
    const logged = error.mock.calls.map(([first]) => String(first));
    expect(logged.some((line) => line.includes("inquiry_acknowledgement slot not given back"))).toBe(true);
    expect(logged.join("\n")).not.toContain("kept@example.org");
  });
});
