import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { prefilledBookingUrl } from "../../contract/booking/url.ts";
import { emptyInquiry, type InquiryField } from "../../contract/inquiry/fields.ts";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import { type Locale, locales } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import type { Referral } from "../../contract/referral/wire.ts";
import { company } from "../../contract/site/company.ts";
import { type Config, readConfig } from "../config.ts";
import { listOutboxForLead } from "../db/testing/outbox-rows.ts";
import { envWith, post, validInquiry, validReferral, waitForMail } from "../testing/http.ts";
import { renderBookingConfirmation, renderBookingNotification } from "./booking.ts";
import { renderInquiryAcknowledgement, renderInquiryNotification } from "./inquiry-mails.ts";
import { renderNewsletterConfirmation } from "./newsletter.ts";
import { renderReferralAcknowledgement, renderReferralNotification } from "./referral-mails.ts";
import { renderRewardPaid, renderRewardWon } from "./reward.ts";
import { bookedInquiryRow } from "./testing/inquiry-row.ts";

const config = readConfig(env);
const meta = { id: "inq_bbbbbbbbbbbbbbbb", createdAt: "2026-05-04T08:00:00.000Z", locale: "en", source: "" };
const inquiry: Inquiry = {
  // Unnamed fields stay unanswered, so a new optional field needs no value here.
  // (Each is "", which every field's type allows.)
  ...(emptyInquiry as Pick<Inquiry, InquiryField>),
  projectType: "mvp",
  projectDescription: "Typed description: see typed.example/offer",
  projectTimeline: "3months",
  companyName: "Typed Company GmbH",
  companySize: "11-50",
  industry: "Typed industry",
  name: "Anna Huber",
  email: "anna@example.org",
  phone: "+1 555 0199",
  salutation: "",
  role: "Typed role",
  firstNeed: "references",
  locale: "en",
  partner: "",
};
const referral: Referral = {
  name: "Peter Gruber",
  email: "peter@example.org",
  companyName: "Typed Referrer Company",
  referralName: "Typed Referred Person",
  referralEmail: "typed.referred@example.org",
  referralCompany: "Typed Referred Company",
  confirmed: true,
  locale: "en",
  partner: "",
};
const inquiryRow = bookedInquiryRow();
const links = {
  confirmUrl: "https://agency.test/api/newsletter/confirm?token=abc&x=1",
  unsubscribeUrl: "https://agency.test/api/newsletter/unsubscribe?token=def",
  unsubscribeMailbox: "",
};

/** Every mail the Worker sends, in each of the five visitor languages. */
function everyMail(cfg = config): [string, MailMessage][] {
  return locales.flatMap((locale): [string, MailMessage][] => [
    [`inquiry notification (${locale})`, renderInquiryNotification({ ...inquiry, locale }, { ...meta, locale }, cfg)],
    [`inquiry acknowledgement (${locale})`, renderInquiryAcknowledgement({ ...inquiry, locale }, { ...meta, locale }, cfg)],
    [`referral notification (${locale})`, renderReferralNotification({ ...referral, locale }, { ...meta, locale }, cfg)],
    [`referral acknowledgement (${locale})`, renderReferralAcknowledgement({ ...referral, locale }, { ...meta, locale }, cfg)],
    [`newsletter confirmation (${locale})`, renderNewsletterConfirmation("reader@example.org", locale, links, cfg)],
    [`inquiry notification, held (${locale})`, renderInquiryNotification({ ...inquiry, locale }, { ...meta, locale }, cfg, { held: true })],
    ...rewardMails(locale, cfg),
    ...bookingMails(locale, cfg),
  ]);
}

/** The referrer's two later mails, the paid one for each recorded reward and for none. */
function rewardMails(locale: Locale, cfg: Config): [string, MailMessage][] {
  const rewarded = { id: "ref_bbbbbbbbbbbbbbbb", created_at: meta.createdAt, locale, name: referral.name, email: referral.email };
  return [
    [`reward won (${locale})`, renderRewardWon({ ...rewarded, reward: null, reward_paid_on: null }, cfg)],
    ...(["gift_card", "discount", null] as const).map((reward): [string, MailMessage] => [
      `reward paid, ${reward ?? "unrecorded"} (${locale})`,
      renderRewardPaid({ ...rewarded, reward, reward_paid_on: "2026-11-30" }, cfg),
    ]),
  ];
}

/** The staff's notice of each booking event and the visitor's confirmation of a call booked in the dialog. */
function bookingMails(locale: Locale, cfg: Config): [string, MailMessage][] {
  // A one-line description: the text part sets a multi-line one below its label, which the line check cannot pair.
  const booked = bookedInquiryRow({ locale, project_description: "Portal für Händler" });
  const startAt = "2026-12-01T13:00:00.000Z";
  const call = {
    uid: "bk1",
    icalUid: "bk1@Cal.com",
    start: startAt,
    end: "2026-12-01T13:30:00.000Z",
    location: "https://meet.example.com/x",
  };
  return [
    ...(["created", "rescheduled", "cancelled"] as const).map((event): [string, MailMessage] => [
      `booking notification, ${event} (${locale})`,
      renderBookingNotification({ event, uid: "bk1", startAt, inquiry: booked }, cfg),
    ]),
    [
      `booking confirmation (${locale})`,
      renderBookingConfirmation(
        {
          inquiry: booked,
          call: { ...call, summary: "Call", description: company.email },
          timeZone: "America/New_York",
          rescheduleUrl: "https://cal.example/reschedule/bk1",
          cancelUrl: "https://cal.example/booking/bk1?cancel=true",
        },
        cfg,
      ),
    ],
  ];
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decodeEntities = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e]!);
/** What a reader sees of the HTML part: the text without tags, one space between words. */
const visibleText = (html: string) =>
  decodeEntities(
    html
      .replace(/<title>[\s\S]*?<\/title>/, "")
      .replace(/<[^>]+>/g, " ")
      // Collapses what HTML collapses, and keeps the no-break spaces the copy puts before a dash.
      .replace(/[ \t\r\n]+/g, " "),
  );
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
/** The href of the mail's one button: the link inside the coloured table cell. */
function buttonHref(html: string): string | undefined {
  const match = /<td align="center" bgcolor="[^"]+"[^>]*><a href="([^"]+)"/.exec(html);
  return match ? decodeEntities(match[1]!) : undefined;
}

describe("the agency's notifications", () => {
  it("are German for an English submission, while the visitor's acknowledgement stays English (inquiry, through the API)", async () => {
    const res = await post("/api/inquiries", { ...validInquiry, locale: "en", email: "english.visitor@example.org" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await waitForMail(id);
    const rows = await listOutboxForLead(env.DB, id);
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, JSON.parse(r.message) as MailMessage]));
    const notification = byKind.inquiry_notification!;
    expect(notification.subject).toBe(`Neue Projektanfrage von Acme GmbH (${id})`);
    expect(notification.html).toContain('<html lang="de">');
    expect(notification.text).toContain("Art des Projekts: MVP-Entwicklung");
    // The visitor's language in words, never its code.
    expect(notification.text).toContain("Antwortsprache: Englisch");
    expect(notification.text).not.toMatch(/: (en|de)$/m);
    const ack = byKind.inquiry_acknowledgement!;
    expect(ack.subject).toBe("We received your project inquiry");
    expect(ack.html).toContain('<html lang="en">');
    expect(ack.text).toContain("Hello Anna Huber,\n\nThank you for telling us about your project.");
  });

  it("name a French, Italian or Spanish visitor's language in the agency's words, while the visitor reads their own", async () => {
    const expected = {
      fr: { language: "Französisch", subject: "Nous avons bien reçu votre demande de projet", greeting: "Bonjour Anna Huber," },
      it: { language: "Italienisch", subject: "Abbiamo ricevuto la Sua richiesta di progetto", greeting: "Gentile Anna Huber," },
      es: { language: "Spanisch", subject: "Hemos recibido su solicitud de proyecto", greeting: "Hola, Anna Huber:" },
    } as const;
    for (const [locale, words] of Object.entries(expected)) {
      const res = await post("/api/inquiries", { ...validInquiry, locale, email: `${locale}.visitor@example.org` });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await waitForMail(id);
      const rows = await listOutboxForLead(env.DB, id);
      const byKind = Object.fromEntries(rows.map((r) => [r.kind, JSON.parse(r.message) as MailMessage]));
      expect(byKind.inquiry_notification!.html).toContain('<html lang="de">');
      expect(byKind.inquiry_notification!.text).toContain(`Antwortsprache: ${words.language}`);
      const ack = byKind.inquiry_acknowledgement!;
      expect(ack.subject).toBe(words.subject);
      expect(ack.html).toContain(`<html lang="${locale}">`);
      expect(ack.text.startsWith(words.greeting)).toBe(true);
      // Dates and the booking button in the visitor's language, never an English word left over.
      expect(ack.text).not.toMatch(/\b(Hello|Thank you|working day|Kind regards)\b/);
      // French typography in the plain text too: a narrow no-break space before each colon.
      if (locale === "fr") expect(ack.text).toMatch(/^Type de projet\u202f: /m);
      else expect(ack.text).not.toContain("\u202f:");
    }
  });

  it("are German for an English referral too", async () => {
    const res = await post("/api/referrals", { ...validReferral, email: "english.referrer@example.org" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await waitForMail(id);
    const [notification, ack] = (await listOutboxForLead(env.DB, id)).map((r) => JSON.parse(r.message) as MailMessage);
    expect(notification!.subject).toBe(`Neue Empfehlung: Max Muster empfiehlt Beispiel AG (${id})`);
    expect(notification!.text).toContain("E-Mail der empfohlenen Person: eva@example.org");
    expect(notification!.text).toContain("Antwortsprache: Englisch");
    expect(ack!.subject).toBe("Thank you for your recommendation");
  });

  it('are English for a German submission when AGENCY_LOCALE is "en"', () => {
    const english = readConfig(envWith({ AGENCY_LOCALE: "en" }));
    const mail = renderInquiryNotification({ ...inquiry, locale: "de" }, { ...meta, locale: "de" }, english);
    expect(mail.subject).toBe("New project inquiry from Typed Company GmbH (inq_bbbbbbbbbbbbbbbb)");
    expect(mail.text).toContain("Reply language: German");
    expect(mail.text).toContain("Project type: MVP development");
    expect(mail.text).toContain("Received: 4 May 2026 at 10:00 (Central European Time)");
  });

  it("fall back to German, with a log line, for an AGENCY_LOCALE that is neither language", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(readConfig(envWith({ AGENCY_LOCALE: "fr" })).agencyLocale).toBe("de");
    expect(readConfig(envWith({ AGENCY_LOCALE: " EN " })).agencyLocale).toBe("en");
    expect(readConfig(envWith({ AGENCY_LOCALE: undefined })).agencyLocale).toBe("de");
    expect(error.mock.calls.flat().join(" ")).toContain('AGENCY_LOCALE must be "de" or "en", got "fr"');
    error.mockRestore();
  });

  it("show no raw option value or language code, only our labels", () => {
    for (const locale of ["en", "de"] as const) {
      const mail = renderInquiryNotification({ ...inquiry, locale }, { ...meta, locale }, { ...config, agencyLocale: locale });
      for (const raw of ["mvp", "3months", "11-50", "en", "de"]) expect(mail.text).not.toMatch(new RegExp(`: ${raw}$`, "m"));
    }
  });

  it("address staff in German as Sie throughout, as the staff inbox does, never du", () => {
    const de = { ...config, agencyLocale: "de" as const };
    const mails = [
      renderInquiryNotification({ ...inquiry, firstNeed: "estimate" }, meta, de),
      renderReferralNotification(referral, meta, de),
      renderBookingNotification({ event: "created", uid: "bk1", startAt: "2026-12-01T13:00:00.000Z", inquiry: inquiryRow }, de),
    ];
    for (const mail of mails) {
      expect(mail.text, mail.subject).not.toMatch(
        /(^|[\s„(])(du|dich|dir|dein\w*|euch|euer\w*|antworte|öffne|schreibe|ruf)(?=[\s,.:!?“)]|$)/imu,
      );
    }
    expect(mails[0]!.text).toContain("Antworten Sie Anna Huber über den Button");
  });
});

describe("every mail", () => {
  it("spells the word one way per language, as the site does: email in English, E-Mail in German", () => {
    for (const [name, mail] of everyMail()) {
      const text = `${mail.subject}\n${mail.text}`;
      // Case-sensitive: German's "E-Mail" is the one right spelling there (the notifications are German).
      if (name.endsWith("(en)")) expect(text, name).not.toMatch(/[Ee]-mail/);
      const german = name.endsWith("(de)") || name.includes("notification");
      if (german) expect(text, name).not.toMatch(/(^|[\s„(])[Ee]-?mail\b(?![@.])/);
    }
  });

  it("comes from the company's name at MAIL_FROM", () => {
    for (const [name, mail] of everyMail()) {
      expect(mail.from, name).toEqual({ email: "website@example.com", name: company.name });
    }
    expect(company.name).not.toBe("Agency website");
  });

  it("has a plain-text twin that says what the HTML part says", () => {
    for (const [name, mail] of everyMail()) {
      const visible = visibleText(mail.html);
      const targets = hrefs(mail.html);
      expect(mail.text.trim(), name).not.toBe("");
      for (const line of mail.text.split("\n").map((l) => l.trim())) {
        if (!line || /^(?:=+|--)$/.test(line)) continue;
        // The label's colon, French with its narrow no-break space ("Type de projet : MVP").
        const url = /^(.+?)\u202f?: ((?:https?:\/\/|mailto:|tel:)\S+)$/.exec(line);
        if (url) {
          expect(visible, `${name}: "${url[1]}"`).toContain(url[1]);
          expect(targets, `${name}: ${url[2]}`).toContain(url[2]);
          continue;
        }
        for (const part of line.split(/\u202f?: (.*)/s).filter(Boolean)) expect(visible, `${name}: "${part}"`).toContain(part);
      }
    }
  });

  it("escapes a name with markup in the staff's HTML part and keeps it as typed in the text part", () => {
    const name = `<b>Eve</b> "E" & 'O'<img src=x onerror=alert(1)>`;
    const mails = [
      renderInquiryNotification({ ...inquiry, name }, meta, config),
      renderReferralNotification({ ...referral, name }, meta, config),
    ];
    for (const mail of mails) {
      expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt; &quot;E&quot; &amp; &#39;O&#39;&lt;img src=x onerror=alert(1)&gt;");
      expect(mail.html).not.toMatch(/<b>|<img/);
      expect(mail.text).toContain(name);
    }
    // The visitor's mails greet only a name that looks like one: this one is not echoed at all.
    for (const mail of [
      renderInquiryAcknowledgement({ ...inquiry, name }, meta, config),
      renderReferralAcknowledgement({ ...referral, name }, meta, config),
    ]) {
      expect(`${mail.html}${mail.text}`).not.toContain("Eve");
      expect(mail.to).toEqual([{ email: mail.to[0]!.email }]);
    }
  });

  it("states the promised answer time in words, in the visitor's language, from RESPONSE_WORKING_DAYS", () => {
    const en = renderInquiryAcknowledgement(inquiry, meta, config);
    expect(en.text).toContain("replies within one working day.");
    const de = renderInquiryAcknowledgement({ ...inquiry, locale: "de" }, { ...meta, locale: "de" }, config);
    expect(de.text).toContain("meldet sich innerhalb eines Arbeitstags.");
    const two = readConfig(envWith({ RESPONSE_WORKING_DAYS: "2" }));
    expect(renderInquiryAcknowledgement(inquiry, meta, two).text).toContain("within two working days");
    expect(renderInquiryAcknowledgement({ ...inquiry, locale: "de" }, { ...meta, locale: "de" }, two).text).toContain(
      "innerhalb von zwei Arbeitstagen",
    );
    const seven = readConfig(envWith({ RESPONSE_WORKING_DAYS: "7" }));
    expect(renderInquiryAcknowledgement(inquiry, meta, seven).text).toContain("within 7 working days");
  });

  it("promises one working day when RESPONSE_WORKING_DAYS is not a whole number from 1 to 10, and logs why", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const value of ["0", "1.5", "eleven", "11", "-2"]) {
      expect(readConfig(envWith({ RESPONSE_WORKING_DAYS: value })).responseWorkingDays, value).toBe(1);
    }
    expect(readConfig(envWith({ RESPONSE_WORKING_DAYS: undefined })).responseWorkingDays).toBe(1);
    expect(error.mock.calls.flat().join(" ")).toContain('RESPONSE_WORKING_DAYS must be a whole number from 1 to 10, got "eleven"');
    error.mockRestore();
  });
});

describe("the visitor's mails", () => {
  it("have the prefilled booking link as the acknowledgement's one button", () => {
    for (const locale of ["en", "de"] as const) {
      const mail = renderInquiryAcknowledgement({ ...inquiry, locale }, { ...meta, locale }, config);
      const booking = prefilledBookingUrl(company.calendarUrl, { name: inquiry.name, email: inquiry.email }, undefined, { id: meta.id });
      expect(buttonHref(mail.html), locale).toBe(booking);
      expect(mail.html.match(/bgcolor="#c2410c"[^>]*><a /g), "one button").toHaveLength(1);
      expect(mail.text).toContain(`${locale === "de" ? "Termin vereinbaren" : "Book a call"}: ${booking}`);
    }
  });

  it("carry the wordmark and the founder's signature; the notifications carry the wordmark only", () => {
    for (const [name, mail] of everyMail()) {
      // The logo as on the site: the initial on an accent square, then the name.
      expect(
        visibleText(mail.html)
          .trim()
          .replace(/^\S\s*/, "")
          .startsWith(company.name),
        name,
      ).toBe(true);
      expect(mail.html, name).toMatch(new RegExp(`aria-hidden="true"[^>]*>${company.name.charAt(0)}</td>`));
      const signed = !name.includes("notification");
      expect(mail.text.includes(company.founder.name), name).toBe(signed);
      if (signed)
        expect(mail.text, name).toMatch(
          new RegExp(`${company.founder.name}\\n(${Object.values(company.founder.role).join("|")}), ${company.name}\\n`),
        );
    }
  });

  it("repeat nothing a stranger typed but the name", () => {
    const typed = [
      inquiry.projectDescription,
      inquiry.companyName,
      inquiry.industry,
      inquiry.phone,
      referral.companyName,
      referral.referralName,
      referral.referralEmail,
      referral.referralCompany,
      "typed.example",
    ];
    for (const [name, mail] of everyMail().filter(([n]) => n.includes("acknowledgement"))) {
      for (const value of typed) {
        expect(mail.text, `${name}: ${value}`).not.toContain(value);
        expect(mail.html, `${name}: ${value}`).not.toContain(value);
      }
    }
  });

  it("each carry a Reply-To that reaches a person, never the sending address (their footers ask for replies)", () => {
    for (const [name, mail] of everyMail()) {
      expect(mail.replyTo?.email, name).toMatch(/@/);
      expect(mail.replyTo?.email, name).not.toBe(mail.from.email);
    }
  });

  it("put the newsletter confirmation behind a button and keep one-click unsubscribe", () => {
    const mail = renderNewsletterConfirmation("reader@example.org", "en", links, config);
    expect(buttonHref(mail.html)).toBe(links.confirmUrl);
    expect(mail.text).toContain(`Confirm subscription: ${links.confirmUrl}`);
    expect(mail.text).toContain(`Block all future emails to this address: ${links.unsubscribeUrl}`);
    expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});
