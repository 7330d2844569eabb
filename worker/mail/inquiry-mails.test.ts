import { env } from "cloudflare:workers";
import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { inquiryFieldLabels, type OptionField, type OptionList, optionFields } from "../../contract/inquiry/field-labels.ts";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import { type AgencyLocale, agencyLocales, type Locale, locales } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import type { Referral } from "../../contract/referral/wire.ts";
import { company } from "../../contract/site/company.ts";
import { markupInquiry, sampleMeta, sampleReferral } from "../../contract/testing/leads.ts";
import { messages as deWidgets } from "../../locales/de/questionnaire-form.ts";
import { messages as enWidgets } from "../../locales/en/questionnaire-form.ts";
import { messages as esWidgets } from "../../locales/es/questionnaire-form.ts";
import { messages as frWidgets } from "../../locales/fr/questionnaire-form.ts";
import { messages as itWidgets } from "../../locales/it/questionnaire-form.ts";
import { readConfig } from "../config.ts";
import { post, validInquiry, waitForMail } from "../testing/http.ts";
import { mailI18n } from "./i18n.ts";
import { renderInquiryAcknowledgement, renderInquiryNotification } from "./inquiry-mails.ts";
import { renderReferralAcknowledgement } from "./referral-mails.ts";

const config = readConfig(env);
const meta = sampleMeta;
const inquiry: Inquiry = markupInquiry;

describe("the visitor's acknowledgement", () => {
  it("books later as firmly as in the dialog: its booking link carries the lead's id and booking token in Cal.com's metadata", () => {
    const token = "tok_0123456789abcdefghijklmnopqrstu";
    const mail = renderInquiryAcknowledgement(inquiry, meta, config, { stored: { booking_token: token } });
    const href = /Termin vereinbaren: (\S+)/.exec(mail.text)?.[1];
    const url = new URL(href!);
    expect(url.searchParams.get("metadata[lead]")).toBe(meta.id);
    expect(url.searchParams.get("metadata[token]")).toBe(token);
    expect(mail.html).toContain(`href="${url.href.replaceAll("&", "&amp;")}"`);
  });

  it("shows the host as a photo with an absolute address, its size and the host's name as alt text, escaped", () => {
    const mail = renderInquiryAcknowledgement(inquiry, meta, { ...config, siteUrl: "https://agency.test/a&b" });
    const img = /<img src="([^"]+)" width="56" height="56" alt="([^"]+)"/.exec(mail.html);
    expect(img?.[1]).toBe("https://agency.test/images/host.svg");
    expect(img?.[2]).toBe(company.host.name);
    expect(mail.text).toContain(`${company.host.name}\n${company.host.role.de}`);
  });

  it("is German for a German submission, with the prefilled booking link, our contact and how to erase the data", () => {
    const mail = renderInquiryAcknowledgement(inquiry, meta, config);
    // A "name" with markup is stored for staff but never echoed to the visitor's address.
    expect(mail.to).toEqual([{ email: "joerg@example.at" }]);
    expect(mail.replyTo).toEqual({ email: "hello@example.com", name: "Example Agency" });
    expect(mail.subject).toBe("Wir haben Ihre Projektanfrage erhalten");
    const booking = "https://cal.com/example-agency/consultation?email=joerg%40example.at&metadata%5Blead%5D=inq_aaaaaaaaaaaaaaaa";
    expect(mail.text).toContain(`Termin vereinbaren: ${booking}`);
    expect(mail.text).toContain("Art des Projekts: Schneller Prototyp");
    // A choice left open is left out, never shown as a dash.
    expect(mail.text).not.toContain("Zeitrahmen");
    expect(mail.text.split("\n").filter((line) => line.endsWith("-"))).toEqual([]);
    expect(mail.text).toContain("eine Nachricht an hello@example.com genügt.");
    expect(mail.text).toContain("+43 1 234 56 78");
    expect(mail.html).toContain(`href="${booking.replaceAll("&", "&amp;").replaceAll("'", "&#39;")}"`);
    // Of what the visitor typed only a name that looks like one comes back; the description
    // and the company, which anyone could fill to send their text from our domain, never do.
    expect(mail.text).not.toContain("onerror");
    expect(mail.text).not.toContain("Zeile zwei");
    expect(mail.text).not.toContain("Müller & Söhne");
    expect(mail.html).not.toContain("Söhne");
    expect(mail.text.startsWith("Sehr geehrte Damen und Herren,\n")).toBe(true);
    expect(mail.html).not.toMatch(/Müller|JJ/);
    // The one image is the host's photo, never anything the visitor typed.
    expect(mail.html.match(/<img [^>]*>/g)).toEqual([expect.stringContaining(`alt="${company.host.name}"`)]);
    const named = renderInquiryAcknowledgement({ ...inquiry, name: "Jörg Müller" }, meta, config);
    expect(named.to).toEqual([{ email: "joerg@example.at", name: "Jörg Müller" }]);
    expect(named.html).toContain("Guten Tag Jörg Müller,");
  });

  it("is English for an English submission and never addresses the referred person", () => {
    const referral: Referral = { ...sampleReferral, locale: "en" };
    const mail = renderReferralAcknowledgement(referral, { ...meta, locale: "en" }, config);
    expect(mail.to).toEqual([{ email: "max@example.com", name: "Max" }]);
    expect(JSON.stringify(mail)).not.toContain("eva@example.org");
    // Neither the referred person's name nor their company is repeated to the referrer's address.
    expect(mail.text).toContain("Someone from our team will contact the person you recommended personally.");
    expect(mail.text).not.toContain("Eva");
    expect(mail.text).not.toContain("Beispiel AG");
    expect(mail.html).toContain('<html lang="en">');
  });
});

/**
 * What the questionnaire shows for a choice: the descriptor it renders (its `fieldOptions`
 * are the contract's `optionFields`, contract/inquiry/field-labels.test.ts checks that) in the widgets'
 * own compiled catalog (`questionnaire`), the one a visitor's browser loads.
 */
const widgetCatalogs: Record<Locale, Messages> = { en: enWidgets, de: deWidgets, fr: frWidgets, it: itWidgets, es: esWidgets };
function widgetLabel(locale: Locale, field: OptionField, value: string): string {
  const i18n = setupI18n({ locale, messages: { [locale]: widgetCatalogs[locale] } });
  const { labels }: OptionList = optionFields[field];
  return i18n._(labels[value]!);
}

/** The lines of `after` that differ from `before` (same mail, one answer changed). */
function changedLines(before: MailMessage, after: MailMessage): string[] {
  const old = before.text.split("\n");
  return after.text.split("\n").filter((line, i) => line !== old[i]);
}

describe("the choices in the mails", () => {
  const unanswered: Inquiry = { ...inquiry, projectType: "", projectTimeline: "", companySize: "", salutation: "", firstNeed: "" };
  const fields = Object.keys(optionFields) as OptionField[];

  it("read exactly as the questionnaire showed them, for every value of every choice, in every language", () => {
    let compared = 0;
    for (const locale of locales) {
      const mailMeta = { ...meta, locale };
      // The notification speaks the agency's language (English or German): set to this
      // language in turn where it can be; the acknowledgement speaks the visitor's.
      const staff = (agencyLocales as readonly string[]).includes(locale);
      const inLocale = { ...config, agencyLocale: staff ? (locale as AgencyLocale) : config.agencyLocale };
      for (const field of fields) {
        for (const value of optionFields[field].values) {
          const label = widgetLabel(locale, field, value);
          expect(label).not.toBe(value);
          if (staff) {
            // The notification's one changed row is this choice's, "-" before, the label after.
            const before = renderInquiryNotification({ ...unanswered, locale }, mailMeta, inLocale);
            const [row, ...others] = changedLines(
              before,
              renderInquiryNotification({ ...unanswered, locale, [field]: value }, mailMeta, inLocale),
            );
            expect(others, `${locale} ${field}=${value}`).toEqual([]);
            expect(row!.slice(row!.lastIndexOf(": ") + 2), `${locale} ${field}=${value}`).toBe(label);
            expect(before.text.split("\n")).toContain(`${row!.slice(0, row!.lastIndexOf(": "))}: -`);
            compared += 1;
          }
          // The acknowledgement shows an answered choice (the salutation only in its greeting).
          if (field === "salutation") continue;
          const ack = renderInquiryAcknowledgement({ ...unanswered, locale, [field]: value }, mailMeta, inLocale);
          expect(ack.text, `${locale} ${field}=${value}`).toMatch(
            new RegExp(`^${mailI18n(locale)._(inquiryFieldLabels[field])}\u202f?: ${label.replace(/[().+]/g, "\\$&")}$`, "m"),
          );
          compared += 1;
        }
      }
    }
    const values = (f: OptionField) => optionFields[f].values.length;
    const all = fields.reduce((n, field) => n + values(field), 0);
    expect(compared).toBe(all * agencyLocales.length + (all - values("salutation")) * locales.length);
  });

  it("leave an unanswered acknowledgement without the section and without a dash", () => {
    for (const locale of locales) {
      const mail = renderInquiryAcknowledgement({ ...unanswered, locale }, { ...meta, locale }, config);
      expect(
        mail.text.split("\n").filter((line) => /[-–]$/.test(line) && !/^-+$/.test(line)),
        locale,
      ).toEqual([]);
      expect(mail.text).not.toContain(mailI18n(locale)._({ id: "inquiry.ack.choices" }));
      expect(mail.html).not.toMatch(/>[-–]</);
    }
  });

  it("names the company size with the form's label for the choice, not its stored code", () => {
    const mail = renderInquiryAcknowledgement({ ...unanswered, companySize: "501+" }, { ...meta, locale: "en" }, config);
    const row = mail.text.split("\n").find((line) => line.startsWith("Company size"));
    expect(row).toBe(`Company size: ${widgetLabel("en", "companySize", "501+")}`);
    expect(row).toBe("Company size: More than 500 employees");
  });

  it("a submitted landing page reaches both mails with its label", async () => {
    const res = await post("/api/inquiries", { ...validInquiry, projectType: "landing", email: "landing@acme.at" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await waitForMail(id);
    const { results } = await env.DB.prepare("SELECT message FROM outbox WHERE lead_id = ?1 AND channel = 'mail' ORDER BY created_at")
      .bind(id)
      .all<{ message: string }>();
    expect(results).toHaveLength(2);
    for (const { message } of results) {
      expect((JSON.parse(message) as MailMessage).text).toContain(`: ${widgetLabel("de", "projectType", "landing")}\n`);
    }
    expect(widgetLabel("de", "projectType", "landing")).toBe("Landingpage");
  });
});
