import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Inquiry, Referral } from "../../contract/index.ts";
import { readConfig } from "../config.ts";
import { renderInquiryAcknowledgement, renderReferralAcknowledgement } from "./templates.ts";

const config = readConfig(env);
const meta = { id: "inq_aaaaaaaaaaaaaaaa", createdAt: "2026-05-04T08:00:00.000Z", locale: "de", source: "" };
const inquiry: Inquiry = {
  projectType: "prototype",
  projectDescription: "<img src=x onerror=alert(1)>\r\nZeile zwei",
  projectTimeline: "",
  companyName: 'Müller & Söhne "GmbH"',
  companySize: "",
  industry: "",
  name: "Jörg 'JJ' <Müller>",
  email: "joerg@example.at",
  phone: "",
  locale: "de",
  partner: "",
};

describe("the visitor's acknowledgement", () => {
  it("is German for a German submission, with the prefilled booking link, our contact and how to erase the data", () => {
    const mail = renderInquiryAcknowledgement(inquiry, meta, config);
    expect(mail.to).toEqual([{ email: "joerg@example.at", name: "Jörg 'JJ' <Müller>" }]);
    expect(mail.replyTo).toEqual({ email: "hello@example.com", name: "Example Agency" });
    expect(mail.subject).toBe("Wir haben Ihre Projektanfrage erhalten");
    const booking = "https://cal.com/example-agency/consultation?name=J%C3%B6rg+%27JJ%27+%3CM%C3%BCller%3E&email=joerg%40example.at";
    expect(mail.text).toContain(`Gespräch vereinbaren: ${booking}`);
    expect(mail.text).toContain("Art des Projekts: Schneller Prototyp");
    expect(mail.text).toContain("Zeitrahmen: -");
    expect(mail.text).toContain("an hello@example.com, und wir löschen sie.");
    expect(mail.text).toContain("+43 1 234 56 78");
    expect(mail.html).toContain(`href="${booking.replaceAll("&", "&amp;").replaceAll("'", "&#39;")}"`);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("Müller &amp; Söhne &quot;GmbH&quot;");
    expect(mail.html).toContain("Hallo Jörg &#39;JJ&#39; &lt;Müller&gt;,");
    expect(mail.html).not.toMatch(/<img|<Müller>/);
  });

  it("is English for an English submission and never addresses the referred person", () => {
    const referral: Referral = {
      name: "Max",
      email: "max@example.com",
      companyName: "",
      referralName: "Eva",
      referralEmail: "eva@example.org",
      referralCompany: "Beispiel AG",
      confirmed: true,
      locale: "en",
      partner: "",
    };
    const mail = renderReferralAcknowledgement(referral, { ...meta, locale: "en" }, config);
    expect(mail.to).toEqual([{ email: "max@example.com", name: "Max" }]);
    expect(JSON.stringify(mail)).not.toContain("eva@example.org");
    expect(mail.text).toContain("We will get in touch with Eva at Beispiel AG personally");
    expect(mail.html).toContain('<html lang="en">');
  });
});
