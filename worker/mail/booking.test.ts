import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inquiryFieldLabels, optionFields, optionLabel } from "../../contract/inquiry/field-labels.ts";
import { optionColumns } from "../../contract/lead/columns/labels.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { company } from "../../contract/site/company.ts";
import { sampleMeta } from "../../contract/testing/leads.ts";
import { readConfig } from "../config.ts";
import type { InquiryRow } from "../db/leads/statements/inquiries.ts";
import { hostileInquiry } from "../testing/http.ts";
import { renderBookingConfirmation, renderBookingNotification } from "./booking.ts";
import { mailI18n } from "./i18n.ts";
import { renderInquiryAcknowledgement } from "./inquiry-mails.ts";
import { bookedCallMail } from "./testing/booked-call.ts";
import { bookedInquiryRow } from "./testing/inquiry-row.ts";

const config = { ...readConfig(env), siteUrl: "https://agency.test" };
const video = "https://meet.example.com/abc-defg-hij";

const row = bookedInquiryRow;

function confirmation(inquiry: InquiryRow, timeZone = "Europe/Vienna", location = video): MailMessage {
  return renderBookingConfirmation(bookedCallMail(inquiry, timeZone, location), config);
}

/** The attachment as a calendar reads it: decoded, folded lines joined, text escapes undone. */
function calendarText(mail: MailMessage): string {
  const [file] = mail.attachments ?? [];
  const raw = new TextDecoder().decode(Uint8Array.from(atob(file!.content), (ch) => ch.charCodeAt(0)));
  return raw.replace(/\r\n[ \t]/g, "");
}

describe("the visitor's booking confirmation", () => {
  it("greets as the acknowledgement did, with the stored salutation, in German and English", () => {
    const de = row();
    const ack = renderInquiryAcknowledgement(
      { ...hostileInquiry, name: de.contact_name, salutation: "ms", locale: "de" },
      { id: de.id, createdAt: de.created_at, locale: "de", source: "" },
      config,
    );
    expect(ack.text.startsWith("Sehr geehrte Frau Mag. Steinbichler,")).toBe(true);
    expect(confirmation(de).text.startsWith("Sehr geehrte Frau Mag. Steinbichler,")).toBe(true);
    const en = row({ locale: "en", contact_name: "Birgit Hollerer-Stangl" });
    expect(confirmation(en).text.startsWith("Dear Ms Hollerer-Stangl,")).toBe(true);
    expect(confirmation(row({ salutation: "" })).text.startsWith("Guten Tag Mag. Andrea Steinbichler,")).toBe(true);
  });

  it("names the zone as the booking step prints it, the agency's own by its name too, never by its city or id", () => {
    // The booking step's callTime: Intl's full date, short time, then the zone's generic name.
    expect(confirmation(row()).subject).toBe("Ihr Gespräch am Dienstag, 1. Dezember 2026 um 14:00 (Mitteleuropäische Zeit)");
    expect(confirmation(row({ locale: "en" })).subject).toBe("Your call on Tuesday, 1 December 2026 at 14:00 (Central European Time)");
    for (const mail of [confirmation(row()), confirmation(row({ locale: "en" }))]) {
      expect(mail.text).not.toMatch(/Wiener Zeit|Vienna time|Europe\/Vienna| Uhr /);
    }
    expect(confirmation(row({ locale: "en" }), "America/New_York").subject).toContain("08:00 (Eastern Time)");
    const berlin = confirmation(row(), "Europe/Berlin");
    expect(berlin.subject).toContain("14:00 (Mitteleuropäische Zeit)");
    expect(berlin.text).toContain("14:00 (Mitteleuropäische Zeit)");
    expect(berlin.text).not.toContain("Europe/Berlin");
    expect(confirmation(row({ locale: "en" }), "Europe/Berlin").subject).toContain("(Central European Time)");
  });

  it("opens with the call its subject names, and promises no answer still to come, in both parts and languages", () => {
    for (const [locale, booked, promise] of [
      ["en", "Your call with", "get back to you personally"],
      ["de", "Ihr Gespräch mit", "melden uns persönlich"],
    ] as const) {
      const mail = confirmation(row({ locale }), "America/New_York");
      const time = mail.subject.slice(mail.subject.indexOf(locale === "en" ? " on " : " am ") + 4);
      const [, first] = mail.text.split("\n\n");
      expect(first).toContain(booked);
      expect(first).toContain(time);
      // The HTML part says the same first: its second paragraph is the booked call.
      const paragraphs = [...mail.html.matchAll(/<p style="margin:0 0 16px">([^<]*)<\/p>/g)].map((m) => m[1]);
      expect(paragraphs[1]).toContain(booked);
      expect(mail.text).not.toContain(promise);
      expect(mail.html).not.toContain(promise);
    }
  });

  it("puts the video link on a button, with the agenda, what to prepare and the host", () => {
    const mail = confirmation(row({ locale: "en" }));
    expect(mail.html).toContain(`href="${video}" target="_blank"`);
    expect(mail.text).toContain(`Join the call: ${video}`);
    expect(mail.text).toContain("The 30 minutes");
    expect(mail.text).toContain("Next steps and what it costs");
    expect(mail.text).toContain("What to prepare");
    expect(mail.text).toContain(company.host.name);
    expect(mail.html).toContain("https://agency.test/images/host.svg");
    expect(confirmation(row({ locale: "en" }), "Europe/Vienna", "").text).not.toContain("Join the call");
  });

  it("answers a first need of dpa with the DPA and the IT page, and of references with when they come", () => {
    const dpa = confirmation(row({ first_need: "dpa" }));
    expect(dpa.text).toContain("https://agency.test/downloads/auftragsverarbeitungsvertrag.pdf");
    expect(dpa.text).toContain("https://agency.test/de/fuer-it-und-einkauf");
    const refs = confirmation(row({ locale: "en", first_need: "references" }));
    expect(refs.text).toContain("we bring them to the call");
    expect(refs.text).toContain("https://agency.test/for-it-and-procurement");
    expect(refs.text).not.toContain(".pdf");
    expect(confirmation(row({ first_need: "call" })).text).not.toContain("fuer-it-und-einkauf");
  });

  it("attaches a calendar entry with the video link as LOCATION and URL, the agenda and the links to move or cancel", () => {
    const ics = calendarText(confirmation(row({ locale: "en" })));
    expect(ics).toContain(`LOCATION:${video}`);
    expect(ics).toContain(`URL;VALUE=URI:${video}`);
    expect(ics).toContain("DESCRIPTION:- Your goals and who will use it (10 min)\\n");
    expect(ics).toContain("Move the call: https://cal.example/reschedule/bk1");
    expect(ics).toContain("Cancel the call: https://cal.example/booking/bk1?cancel=true");
    expect(calendarText(confirmation(row({ locale: "en" }), "Europe/Vienna", ""))).not.toContain("URL");
  });
});

describe("the staff's booking notification", () => {
  it("tells who booked and what about, escaped, with the lead's address in the inbox", () => {
    const mail = renderBookingNotification({ event: "created", uid: "bk1", startAt: "2026-12-01T13:00:00.000Z", inquiry: row() }, config);
    expect(mail.subject).toBe(
      "Mag. Andrea Steinbichler hat ein Gespräch für Dienstag, 1. Dezember um 14:00 (Mitteleuropäische Zeit) gebucht (inq_aaaaaaaaaaaaaaaa)",
    );
    expect(mail.text).toContain("+43 1 234 5678");
    expect(mail.text).toContain("Head of Digital");
    expect(mail.text).toContain("Steinbichler & Co");
    // Named as every other mail names these fields: the contract's labels, translated once.
    const i18n = mailI18n(config.agencyLocale);
    expect(mail.text).toMatch(new RegExp(`^${i18n._(inquiryFieldLabels.companyName)}: Steinbichler & Co$`, "m"));
    expect(mail.text).toMatch(new RegExp(`^${i18n._(inquiryFieldLabels.email)}: \\S+@`, "m"));
    expect(mail.text).toContain(`  <b>Portal</b> für Händler\n  ${"x".repeat(300)}`);
    expect(mail.text).not.toContain("…");
    expect(mail.html).toContain("&lt;b&gt;Portal&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Portal");
    expect(mail.text).toContain("https://agency.test/staff/leads/inq_aaaaaaaaaaaaaaaa");
  });

  it("names every choice made but the salutation, so a new choice field shows without a change here", () => {
    const choices = Object.entries(optionColumns);
    const answers = Object.fromEntries(choices.map(([column, field]) => [column, optionFields[field].values[0]!]));
    const inquiry = row(answers);
    const mail = renderBookingNotification({ event: "created", uid: "bk1", startAt: "2026-12-01T13:00:00.000Z", inquiry }, config);
    const i18n = mailI18n(config.agencyLocale);
    const named = choices
      .filter(([, field]) => field !== "salutation")
      .map(([column, field]) => optionLabel(i18n, field, answers[column]!));
    expect(named).toEqual(expect.arrayContaining(["MVP-Entwicklung", "So bald wie möglich", "1–10 Mitarbeitende", "Ein erstes Gespräch"]));
    expect(mail.text).toContain(`${named.join(" · ")}\n`);
    expect(mail.text).not.toContain(optionLabel(i18n, "salutation", answers.salutation!));
  });
});

describe("the staff's booking notification's reply", () => {
  const notice = { event: "created" as const, uid: "bk1", startAt: "2026-12-01T13:00:00.000Z", inquiry: row({ locale: "en" }) };
  const subjectOf = (mail: MailMessage) => decodeURIComponent(/mailto:[^"?]+\?subject=([^"]+)"/.exec(mail.html)?.[1] ?? "");

  it("answers under the subject of the confirmation the visitor got, when the call was booked in the dialog", () => {
    const visitorSubject = confirmation(notice.inquiry).subject;
    const mail = renderBookingNotification({ ...notice, visitorSubject }, config);
    expect(subjectOf(mail)).toBe(`Re: ${visitorSubject}`);
    expect(subjectOf(mail)).toMatch(/^Re: Your call on /);
    expect(mail.html).toContain(`href="tel:+4312345678"`);
  });

  it("answers about the call on the agency's clock, in the visitor's language, when the call was booked, moved or cancelled on Cal.com's pages", () => {
    // Cal.com mailed the visitor itself: no mail of ours to answer under, and their zone is not known.
    expect(subjectOf(renderBookingNotification(notice, config))).toBe(
      "Your call on Tuesday, 1 December 2026 at 14:00 (Central European Time)",
    );
    const de = { ...notice, inquiry: row({ locale: "de" }) };
    expect(subjectOf(renderBookingNotification({ ...de, event: "rescheduled" }, config))).toBe(
      "Ihr Gespräch am Dienstag, 1. Dezember 2026 um 14:00 (Mitteleuropäische Zeit)",
    );
    expect(subjectOf(renderBookingNotification({ ...de, event: "cancelled" }, config))).toBe(
      "Ihr abgesagtes Gespräch am Dienstag, 1. Dezember 2026 um 14:00 (Mitteleuropäische Zeit)",
    );
    // Never "Re:" the acknowledgement, which a visitor who booked in the dialog never got.
    for (const event of ["created", "rescheduled", "cancelled"] as const)
      expect(subjectOf(renderBookingNotification({ ...notice, event }, config))).not.toContain("received your project inquiry");
  });
});

describe("the acknowledgement's answer to a first need", () => {
  const meta = sampleMeta;

  it("links our DPA and the IT page for dpa, and names it ours, not the visitor's", () => {
    const mail = renderInquiryAcknowledgement({ ...hostileInquiry, firstNeed: "dpa", locale: "de" }, meta, config);
    expect(mail.text).toContain("https://agency.test/downloads/auftragsverarbeitungsvertrag.pdf");
    expect(mail.text).toContain("https://agency.test/de/fuer-it-und-einkauf");
    expect(mail.text).toContain("Unser Auftragsverarbeitungsvertrag (AVV)");
    expect(mail.text).not.toContain("Ihren Auftragsverarbeitungsvertrag");
  });

  it("says when references come for references, and nothing extra for other needs", () => {
    const mail = renderInquiryAcknowledgement(
      { ...hostileInquiry, firstNeed: "references", locale: "en" },
      { ...meta, locale: "en" },
      config,
    );
    expect(mail.text).toContain("we name two clients with similar projects whom you may call");
    expect(mail.text).not.toContain(".pdf");
    const call = renderInquiryAcknowledgement({ ...hostileInquiry, firstNeed: "call", locale: "en" }, { ...meta, locale: "en" }, config);
    expect(call.text).not.toContain("for-it-and-procurement");
  });
});
