/**
 * PNGs of every mail the Worker sends, for a visual review: the inquiry and referral
 * acknowledgements in English and German, the booking confirmation and its staff notice, the agency's notification and the newsletter
 * confirmation, each at a desktop mail client's width (720) and a phone's (390), into
 * .build/screenshots/ (`mail-*.png`), beside `npm run screenshots`' pages. The mails are
 * rendered by the Worker's own templates with wrangler.toml's settings; no server needed.
 * `npm run screenshots` runs it at its end.
 *
 *   node scripts/screenshots-mails.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { emptyInquiry, type InquiryField } from "../contract/inquiry/fields.ts";
import type { Inquiry } from "../contract/inquiry/wire.ts";
import type { Referral } from "../contract/referral/wire.ts";
import { readWranglerVars } from "./wrangler-vars.ts";

/** What a rendered mail holds (contract/mail-message.ts). */
interface Mail {
  from: { email: string; name?: string };
  replyTo?: { email: string; name?: string };
  subject: string;
  text: string;
  html: string;
}
interface LeadMeta {
  id: string;
  createdAt: string;
  locale: string;
  source: string;
}
type Render<T> = (lead: T, meta: LeadMeta, config: unknown) => Mail;
interface InquiryMails {
  renderInquiryAcknowledgement: Render<Inquiry>;
  renderInquiryNotification: Render<Inquiry>;
}
interface ReferralMails {
  renderReferralAcknowledgement: Render<Referral>;
  renderReferralNotification: Render<Referral>;
}
interface Newsletter {
  renderNewsletterConfirmation(
    email: string,
    locale: "en" | "de" | "fr" | "it" | "es",
    links: { confirmUrl: string; unsubscribeUrl: string; unsubscribeMailbox: string },
    config: unknown,
  ): Mail;
}

/** A call booked in the dialog (worker/mail/booking.ts), as the confirmation and the staff's notice take it. */
interface BookedCall {
  inquiry: Record<string, string | null>;
  call: { uid: string; icalUid: string; start: string; end: string; location: string; summary: string; description: string };
  timeZone: string;
  rescheduleUrl: string;
  cancelUrl: string;
}
interface Booking {
  renderBookingConfirmation(mail: BookedCall, config: unknown): Mail;
  renderBookingNotification(
    notice: { event: "created"; uid: string; startAt: string; inquiry: BookedCall["inquiry"] },
    config: unknown,
  ): Mail;
}

// The Worker's own modules, loaded by URL: a static import would pull the Worker's files
// into the scripts' type program, which has no Workers types (worker/tsconfig.json checks them).
const load = <T>(path: string): Promise<T> => import(new URL(path, import.meta.url).href) as Promise<T>;
const { readConfig } = await load<{ readConfig(env: Record<string, string>): { siteOrigin?: string } }>("../worker/config.ts");
const { renderInquiryAcknowledgement, renderInquiryNotification } = await load<InquiryMails>("../worker/mail/inquiry-mails.ts");
const { renderReferralAcknowledgement, renderReferralNotification } = await load<ReferralMails>("../worker/mail/referral-mails.ts");
const { renderNewsletterConfirmation } = await load<Newsletter>("../worker/mail/newsletter.ts");
const { renderBookingConfirmation, renderBookingNotification } = await load<Booking>("../worker/mail/booking.ts");

const outDir = join(".build", "screenshots");
const widths = { desktop: 720, phone: 390 } as const;

const config = readConfig({ ...readWranglerVars("wrangler.toml"), SITE_URL: "https://www.example.com" });
const createdAt = "2026-05-04T08:12:00.000Z";
const inquiry: Inquiry = {
  // Unnamed fields stay unanswered, so a new optional field needs no value here.
  // (Each is "", which every field's type allows.)
  ...(emptyInquiry as Pick<Inquiry, InquiryField>),
  projectType: "mvp",
  projectDescription: "A booking app for our three clinics, with reminders by SMS.",
  projectTimeline: "3months",
  companyName: "Acme GmbH",
  companySize: "11-50",
  industry: "Healthcare",
  name: "Anna Huber",
  email: "anna.huber@acme.example",
  phone: "+43 660 123 45 67",
  salutation: "ms",
  role: "Head of Digital",
  firstNeed: "references",
  locale: "en",
  partner: "",
};
const referral: Referral = {
  name: "Peter Gruber",
  email: "peter.gruber@gruber-logistik.example",
  companyName: "Gruber Logistik GmbH",
  referralName: "Eva Berger",
  referralEmail: "eva.berger@berger-bau.example",
  referralCompany: "Berger Bau GmbH",
  confirmed: true,
  locale: "en",
  partner: "",
};
const lead = (id: string, locale: string) => ({ id, createdAt, locale, source: config.siteOrigin ?? "" });
const newsletterLinks = {
  confirmUrl: "https://www.example.com/api/newsletter/confirm?token=sample",
  unsubscribeUrl: "https://www.example.com/api/newsletter/unsubscribe?token=sample",
  unsubscribeMailbox: "",
};

/** The inquiry as its stored row: what the booking mails read. */
const inquiryRow = (locale: string) => ({
  id: "inq_sample0000000001",
  created_at: createdAt,
  locale,
  source: "",
  project_type: inquiry.projectType,
  project_description: inquiry.projectDescription,
  project_timeline: inquiry.projectTimeline,
  company_name: inquiry.companyName,
  contact_name: "Mag. Andrea Steinbichler",
  contact_email: inquiry.email,
  contact_phone: inquiry.phone,
  salutation: "ms",
  contact_role: inquiry.role,
  first_need: "dpa",
});
const bookedCall = (locale: string): BookedCall => ({
  inquiry: inquiryRow(locale),
  call: {
    uid: "bk_sample",
    icalUid: "bk_sample@Cal.com",
    start: "2026-05-12T08:00:00.000Z",
    end: "2026-05-12T08:30:00.000Z",
    location: "https://meet.example.com/abc-defg-hij",
    summary: "Call",
    description: "",
  },
  timeZone: "Europe/Vienna",
  rescheduleUrl: "https://cal.com/reschedule/bk_sample",
  cancelUrl: "https://cal.com/booking/bk_sample?cancel=true",
});

const mails: Record<string, Mail> = {
  "booking-confirmation-en": renderBookingConfirmation(bookedCall("en"), config),
  "booking-confirmation-de": renderBookingConfirmation(bookedCall("de"), config),
  "booking-notification": renderBookingNotification(
    { event: "created", uid: "bk_sample", startAt: "2026-05-12T08:00:00.000Z", inquiry: inquiryRow("de") },
    config,
  ),
  "inquiry-acknowledgement-en": renderInquiryAcknowledgement(inquiry, lead("inq_sample0000000001", "en"), config),
  "inquiry-acknowledgement-de": renderInquiryAcknowledgement({ ...inquiry, locale: "de" }, lead("inq_sample0000000001", "de"), config),
  "referral-acknowledgement-en": renderReferralAcknowledgement(referral, lead("ref_sample0000000001", "en"), config),
  "referral-acknowledgement-de": renderReferralAcknowledgement({ ...referral, locale: "de" }, lead("ref_sample0000000001", "de"), config),
  // The notification of an English submission: it reads in the agency's language all the same.
  "inquiry-notification": renderInquiryNotification(inquiry, lead("inq_sample0000000001", "en"), config),
  "referral-notification": renderReferralNotification(referral, lead("ref_sample0000000001", "en"), config),
  "newsletter-confirmation-en": renderNewsletterConfirmation("reader@example.org", "en", newsletterLinks, config),
  "newsletter-confirmation-de": renderNewsletterConfirmation("reader@example.org", "de", newsletterLinks, config),
  // The three languages only the kit speaks: what a partner's French, Italian or Spanish visitor receives.
  ...Object.fromEntries(
    (["fr", "it", "es"] as const).flatMap((locale) => [
      [
        `inquiry-acknowledgement-${locale}`,
        renderInquiryAcknowledgement({ ...inquiry, locale }, lead("inq_sample0000000001", locale), config),
      ],
      [
        `referral-acknowledgement-${locale}`,
        renderReferralAcknowledgement({ ...referral, locale }, lead("ref_sample0000000001", locale), config),
      ],
      [`newsletter-confirmation-${locale}`, renderNewsletterConfirmation("reader@example.org", locale, newsletterLinks, config)],
    ]),
  ),
  "inquiry-notification-fr-visitor": renderInquiryNotification({ ...inquiry, locale: "fr" }, lead("inq_sample0000000002", "fr"), config),
};

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  for (const [device, width] of Object.entries(widths)) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor: 1, isMobile: device === "phone" });
    const page = await context.newPage();
    for (const [name, mail] of Object.entries(mails)) {
      await page.setContent(mail.html, { waitUntil: "load" });
      const path = join(outDir, `mail-${name}-${device}.png`);
      await page.screenshot({ path, fullPage: true });
      console.log(path);
    }
    await context.close();
  }
  // The plain-text twins beside the pictures, to read them as a text-only client shows them.
  for (const [name, mail] of Object.entries(mails)) {
    writeFileSync(
      join(outDir, `mail-${name}.txt`),
      [
        `From: ${mail.from.name} <${mail.from.email}>`,
        // Where a reply goes (the mails say "just reply"): a person, never the sending address.
        ...(mail.replyTo ? [`Reply-To: ${mail.replyTo.name ? `${mail.replyTo.name} ` : ""}<${mail.replyTo.email}>`] : []),
        `Subject: ${mail.subject}`,
        "",
        mail.text,
      ].join("\n"),
    );
  }
} finally {
  await browser.close();
}
