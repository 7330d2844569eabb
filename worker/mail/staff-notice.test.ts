import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import { referralFieldLabels } from "../../contract/referral/field-labels.ts";
import type { Referral } from "../../contract/referral/wire.ts";
import { markupInquiry, sampleMeta } from "../../contract/testing/leads.ts";
import { readConfig } from "../config.ts";
import { mailI18n } from "./i18n.ts";
import { renderInquiryNotification } from "./inquiry-mails.ts";
import { renderReferralNotification } from "./referral-mails.ts";

const config = readConfig(env);
const meta = sampleMeta;
const inquiry: Inquiry = markupInquiry;

describe("the agency's notifications", () => {
  it("say first which language to answer in, and pre-fill replies in that language, whatever the agency's", () => {
    const fr = renderInquiryNotification(inquiry, { ...meta, locale: "fr" }, { ...config, agencyLocale: "de" });
    // The table opens with the language, in the agency's words.
    expect(fr.text.indexOf("Antwortsprache: Französisch")).toBeGreaterThan(-1);
    expect(fr.text.indexOf("Antwortsprache: Französisch")).toBeLessThan(fr.text.indexOf("Projektbeschreibung"));
    expect(fr.text).toContain(`subject=${encodeURIComponent("Re: Nous avons bien reçu votre demande de projet")}`);
    expect(fr.text).not.toContain(`subject=${encodeURIComponent(`Re: ${fr.subject}`)}`);

    const referral: Referral = {
      name: "Max Muster",
      email: "max@example.org",
      companyName: "",
      referralName: "Eva Beispiel",
      referralEmail: "eva@example.org",
      referralCompany: "Beispiel AG",
      confirmed: true,
      locale: "fr",
      partner: "",
    };
    const mail = renderReferralNotification(referral, { ...meta, locale: "fr" }, { ...config, agencyLocale: "de" });
    expect(mail.text).toContain(`subject=${encodeURIComponent("Re: Merci pour votre recommandation")}`);
    expect(mail.text).not.toContain(encodeURIComponent("hat uns empfohlen"));
  });

  it("carry the actions staff take: answer the person by mail, and call them when they left a number", () => {
    const withPhone = renderInquiryNotification({ ...inquiry, phone: "+43 660 123 45 67" }, meta, { ...config, agencyLocale: "en" });
    // The reply's subject is the visitor's (German here), never our internal one.
    const reply = `mailto:joerg@example.at?subject=${encodeURIComponent("Re: Wir haben Ihre Projektanfrage erhalten")}`;
    expect(withPhone.text).toContain(`Reply to Jörg 'JJ' <Müller>: ${reply}`);
    expect(withPhone.html).toContain(`href="${reply.replaceAll("'", "&#39;")}"`);
    // The visitor's name is text in the button, never markup.
    expect(withPhone.html).toContain("Reply to Jörg &#39;JJ&#39; &lt;Müller&gt;");
    expect(withPhone.text).toContain("Call +43\u00a0660\u00a0123\u00a045\u00a067: tel:+436601234567");
    // No number, no call link.
    expect(renderInquiryNotification(inquiry, meta, config).text).not.toMatch(/tel:/);

    const referral: Referral = {
      name: "Max Muster",
      email: "max+ref@example.org",
      companyName: "Muster KG",
      referralName: "Eva Beispiel",
      referralEmail: "eva@example.org",
      referralCompany: "Beispiel AG",
      confirmed: true,
      locale: "de",
      partner: "",
    };
    const mail = renderReferralNotification(referral, meta, config);
    // In the agency's German, to the referrer (the person who wrote), never to the referred one.
    expect(mail.text).toContain(
      `Max Muster antworten: mailto:max+ref@example.org?subject=${encodeURIComponent("Re: Danke für Ihre Empfehlung")}`,
    );
    // The next step, which the referrer's confirmation (required by the contract) allows.
    expect(mail.text).toContain(
      `Eva Beispiel schreiben: mailto:eva@example.org?subject=${encodeURIComponent("Max Muster hat uns empfohlen")}`,
    );
    // The lead is the person recommended: writing to them is the one button.
    expect(mail.html.match(/<td align="center" bgcolor="[^"]+"[^>]*><a href="([^"]+)"/g)).toHaveLength(1);
    expect(mail.html).toMatch(/<td align="center" bgcolor="[^"]+"[^>]*><a href="mailto:eva@example\.org\?/);
  });
});

describe("the notification's answer to a visitor who may book, or got no acknowledgement", () => {
  const replyOf = (html: string) => decodeURIComponent(/href="mailto:[^"?]+\?subject=([^"]+)"/.exec(html)?.[1] ?? "");
  const de = { ...meta, locale: "de" };

  it("answers under the acknowledgement only when it went out at once; else about the inquiry, without a pretended Re:", () => {
    expect(replyOf(renderInquiryNotification(inquiry, de, config).html)).toBe("Re: Wir haben Ihre Projektanfrage erhalten");
    // Held for the booking step: a booking there drops it, and the notification is written before any booking.
    const held = renderInquiryNotification(inquiry, de, config, { held: true });
    expect(replyOf(held.html)).toBe("Ihre Projektanfrage");
    expect(held.text).toContain(`subject=${encodeURIComponent("Ihre Projektanfrage")}`);
    const skipped = renderInquiryNotification(inquiry, { ...meta, locale: "en" }, config, { acknowledgementSkipped: true });
    expect(replyOf(skipped.html)).toBe("Your project inquiry");
  });

  it("tells staff that a call may still be booked, and where they will hear of it, in text and HTML", () => {
    const agency = { ...config, agencyLocale: "en" as const };
    const line = "If they book one, a separate email tells you when.";
    const held = renderInquiryNotification(inquiry, meta, agency, { held: true });
    expect(held.text).toContain(`Jörg 'JJ' <Müller> went on to pick a time for a call. ${line}`);
    // The name is text in the HTML part, never markup.
    expect(held.html).toContain("Jörg &#39;JJ&#39; &lt;Müller&gt; went on to pick a time for a call.");
    expect(renderInquiryNotification(inquiry, meta, agency).text).not.toContain(line);
  });

  it("answers the referrer under their confirmation only when the cap did not leave it out", () => {
    const referral: Referral = {
      name: "Max Muster",
      email: "max@example.org",
      companyName: "",
      referralName: "Eva Beispiel",
      referralEmail: "eva@example.org",
      referralCompany: "Beispiel AG",
      confirmed: true,
      locale: "de",
      partner: "",
    };
    const sent = renderReferralNotification(referral, de, config);
    expect(sent.text).toContain(`mailto:max@example.org?subject=${encodeURIComponent("Re: Danke für Ihre Empfehlung")}`);
    const skipped = renderReferralNotification(referral, de, config, { acknowledgementSkipped: true });
    expect(skipped.text).toContain(`mailto:max@example.org?subject=${encodeURIComponent("Ihre Empfehlung")}`);
    expect(skipped.text).not.toContain(encodeURIComponent("Re: Danke"));
  });
});

describe("the field labels of the staff's mails", () => {
  it("are the contract's, the ones the form and the staff CLI show, in every language", () => {
    const notification = renderInquiryNotification(inquiry, meta, { ...config, agencyLocale: "en" });
    for (const label of Object.values(inquiryFieldLabels)) expect(notification.text).toMatch(new RegExp(`^${label.message}:`, "m"));
    expect(notification.text).toContain("Company name: Müller & Söhne");
    const referral = renderReferralNotification(
      {
        name: "Anna",
        email: "anna@example.at",
        companyName: "Acme",
        referralName: "Ben",
        referralEmail: "ben@example.org",
        referralCompany: "Beispiel AG",
        confirmed: true,
        locale: "de",
        partner: "",
      },
      { ...meta, id: "ref_aaaaaaaaaaaaaaaa" },
      { ...config, agencyLocale: "de" },
    );
    const de = mailI18n("de");
    for (const label of Object.values(referralFieldLabels)) expect(referral.text).toMatch(new RegExp(`^${de._(label)}:`, "m"));
    expect(de._(inquiryFieldLabels.companyName)).toBe("Name des Unternehmens");
  });
});
