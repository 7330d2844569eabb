import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import { type InquiryField, inquiryFields, isRequiredInquiryField } from "../../contract/inquiry/fields.ts";
import { retentionDays } from "../../contract/retention/index.ts";
import type { MonthsSetting } from "../../contract/retention/periods.ts";
import type { PrivacyConfig } from "./config.ts";

/**
 * What the privacy policy says, as data: every processing activity (what a form or the
 * site collects, why, on which legal basis, for how long), every processor and the rights.
 * The page renders this list, so a new table or a new processor is one entry here, and a
 * period configured in wrangler.toml reaches the page through `PrivacyConfig`. The fixed
 * periods are the retention rules' (contract/retention/index.ts), the ones the Worker's job applies.
 */

/** GDPR Art. 6(1) letters the activities rely on. */
export type LegalBasis = "a" | "b" | "c" | "f";

/** How long data of an activity is kept, and from when on. */
export type Retention =
  | { kind: "months"; setting: MonthsSetting; from: RetentionStart }
  | { kind: "days"; days: number; from: RetentionStart }
  | { kind: "text"; text: MessageDescriptor };

export type RetentionStart = "submission" | "lastConfirmationMail" | "unsubscribed" | "sent" | "lastAttempt" | "choice" | "day";

/**
 * A form's fields as the form itself names them: the labels come from the form's contract,
 * so a field added to the form is listed here without a second copy of its name.
 */
export interface FieldGroup {
  title: MessageDescriptor;
  fields: { label: MessageDescriptor; required: boolean }[];
}

/** One item of what an activity collects: a sentence, or a group of a form's fields. */
export type DataItem = MessageDescriptor | FieldGroup;

export const isFieldGroup = (item: DataItem): item is FieldGroup => "fields" in item;

export interface ProcessingActivity {
  id: string;
  title: MessageDescriptor;
  /** What is collected, one item per field or kind of data. */
  data: DataItem[];
  purpose: MessageDescriptor;
  legalBasis: { article: LegalBasis; reason: MessageDescriptor };
  retention: Retention[];
  /** Ids of the processors involved (see `processors`). */
  processors: string[];
  /** Shown only when the configuration enables it. */
  when?: (config: PrivacyConfig) => boolean;
}

export interface Processor {
  id: string;
  /** A company's name as is, or with a place or description to translate (the entity's name stays as registered). */
  name: string | MessageDescriptor;
  role: MessageDescriptor;
  location: MessageDescriptor;
  when?: (config: PrivacyConfig) => boolean;
}

export const processors: Processor[] = [
  {
    id: "cloudflare",
    name: "Cloudflare, Inc. (101 Townsend St, San Francisco, CA 94107, USA)",
    role: msg`Hosting of the website and the form interface (Cloudflare Workers) and the database that stores submissions (Cloudflare D1).`,
    location: msg`The database is created in Cloudflare's EU jurisdiction: submissions are stored and processed in the European Union only. Pages are delivered from Cloudflare's worldwide network; Cloudflare is certified under the EU-U.S. Data Privacy Framework and bound by the EU standard contractual clauses.`,
  },
  {
    id: "mailchannels",
    name: msg`MailChannels Corp. (Vancouver, Canada)`,
    role: msg`Delivery of email: the notification of your inquiry to our team, the confirmation to you and the newsletter confirmation link.`,
    location: msg`Canada (adequacy decision of the European Commission) and the USA, under the EU standard contractual clauses.`,
  },
  {
    id: "turnstile",
    name: "Cloudflare, Inc. (Cloudflare Turnstile)",
    role: msg`Protection of the forms against automated abuse: Turnstile checks in your browser whether a person is submitting the form, without cookies for tracking.`,
    location: msg`Cloudflare's worldwide network, under the EU-U.S. Data Privacy Framework and the EU standard contractual clauses.`,
    when: (config) => config.turnstile,
  },
  {
    id: "tag-manager",
    name: msg`Google Ireland Limited (Google Tag Manager, Gordon House, Barrow Street, Dublin 4, Ireland)`,
    role: msg`Loads the analytics tools of the website, and only after you accepted analytics cookies in the cookie banner.`,
    location: msg`European Union; transfers to Google LLC in the USA under the EU-U.S. Data Privacy Framework.`,
    when: (config) => config.tagManager,
  },
  {
    id: "webhooks",
    name: msg`Receivers of our webhooks (work tools)`,
    role: msg`Our customer relationship and project tools, to which the Worker forwards each new inquiry and referral so that our team can answer it.`,
    location: msg`Only services with which we have a data processing agreement under Art. 28 GDPR; the list is available on request.`,
    when: (config) => config.webhooks,
  },
  {
    id: "calcom",
    name: "Cal.com, Inc. (San Francisco, CA, USA)",
    role: msg`Our booking calendar: when you book, move or cancel a call there, Cal.com tells our server the time of the call, your name and email address and the number of your inquiry.`,
    location: msg`USA, under the EU-U.S. Data Privacy Framework and the EU standard contractual clauses.`,
  },
];

const questionnaireStepTitles: Record<keyof typeof inquiryFields, MessageDescriptor> = {
  projectDetails: msg`About the project`,
  companyInfo: msg`About the company`,
  contactInfo: msg`About you`,
};

/** Every field the questionnaire asks, step by step, from the questionnaire's own field list. */
const questionnaireFields: FieldGroup[] = Object.entries(inquiryFields).map(([step, fields]) => ({
  title: questionnaireStepTitles[step as keyof typeof inquiryFields],
  fields: fields.map((field: InquiryField) => ({ label: inquiryFieldLabels[field], required: isRequiredInquiryField(field) })),
}));

/** How long a booking no inquiry matched is kept (the retention rule's period). */
const UNMATCHED_BOOKING_DAYS = retentionDays("unmatchedBookings");

export const activities: ProcessingActivity[] = [
  {
    id: "questionnaire",
    title: msg`Project questionnaire`,
    data: [...questionnaireFields, msg`The language of the page and, on a partner's website, the partner it came from`],
    purpose: msg`To answer your inquiry, prepare a consultation and, if you wish, an offer.`,
    legalBasis: {
      article: "b",
      reason: msg`Steps taken at your request before entering into a contract.`,
    },
    retention: [{ kind: "months", setting: "retentionMonths", from: "submission" }],
    processors: ["cloudflare", "mailchannels"],
  },
  {
    id: "attribution",
    title: msg`Where an inquiry or referral came from`,
    data: [
      msg`The campaign of the link you followed to us (its utm_source, utm_medium, utm_campaign, utm_term and utm_content values), the address of the website that linked to us (without the page or search), the page you arrived on and the page you sent the form from`,
      msg`Only if you accepted analytics cookies: the same for the first page of your visit, kept in your browser until you close the tab`,
      msg`On a partner's website: values the partner passes with the form (for example the plan you chose there); they are never included in emails to you`,
    ],
    purpose: msg`To know which campaigns, pages and partners bring inquiries, to credit partners correctly and to spend less on what does not help.`,
    legalBasis: {
      article: "f",
      reason: msg`Our legitimate interest in knowing where requests come from; the values describe links and pages, not you, and are stored with the form you sent.`,
    },
    retention: [{ kind: "months", setting: "retentionMonths", from: "submission" }],
    processors: ["cloudflare"],
  },
  {
    id: "bookings",
    title: msg`Calls booked through our calendar`,
    data: [
      msg`Whether and for when you booked, moved or cancelled a call, with the calendar's booking number`,
      msg`If the booking matches no inquiry: the name and email address you gave the calendar`,
    ],
    purpose: msg`To prepare the call with your inquiry at hand, and to know which inquiries lead to a conversation.`,
    legalBasis: { article: "b", reason: msg`Steps taken at your request before entering into a contract.` },
    retention: [
      { kind: "months", setting: "retentionMonths", from: "submission" },
      {
        kind: "text",
        text: msg`A booking that matches no inquiry: ${UNMATCHED_BOOKING_DAYS} days after the calendar reported it.`,
      },
    ],
    processors: ["cloudflare", "calcom"],
  },
  {
    id: "booking-in-questionnaire",
    title: msg`Calls booked in the questionnaire`,
    data: [
      msg`The time you pick, your email address and your name (only if it reads as a name; otherwise a neutral name is sent instead)`,
      msg`The number of your inquiry and a random code that proves the booking is yours, in the booking's notes`,
    ],
    purpose: msg`Only when you pick a time in the questionnaire and book it, our server sends these details to Cal.com, which books the call in our calendar and emails you an invitation. Nothing goes to Cal.com while you only fill in the questionnaire, and your browser never contacts Cal.com itself.`,
    legalBasis: { article: "b", reason: msg`Steps taken at your request before entering into a contract.` },
    retention: [{ kind: "months", setting: "retentionMonths", from: "submission" }],
    processors: ["cloudflare", "calcom"],
    when: (config) => config.scheduling,
  },
  {
    id: "referral",
    title: msg`Referral form`,
    data: [
      msg`Your name, email address and (optional) company`,
      msg`Name, email address and company of the person you refer`,
      msg`Your confirmation that this person agreed to be contacted by us`,
    ],
    purpose: msg`To contact the person you referred and to reward you if a project comes about. The referred person learns from us, in our first message, where their details came from.`,
    legalBasis: {
      article: "f",
      reason: msg`Our legitimate interest in answering recommendations and rewarding them; the referred person agreed to be contacted, and you confirm this with the checkbox.`,
    },
    retention: [{ kind: "months", setting: "retentionMonths", from: "submission" }],
    processors: ["cloudflare", "mailchannels"],
  },
  {
    id: "newsletter",
    title: msg`Newsletter`,
    data: [msg`Your email address and language`, msg`Time of sign-up, confirmation and unsubscription`],
    purpose: msg`To send you our newsletter. You confirm your address with a link we email you (double opt-in); every newsletter has an unsubscribe link.`,
    legalBasis: { article: "a", reason: msg`Your consent, which you can withdraw at any time with the unsubscribe link.` },
    retention: [
      { kind: "days", days: retentionDays("unconfirmedSubscribers"), from: "lastConfirmationMail" },
      { kind: "text", text: msg`Confirmed subscriptions: until you unsubscribe.` },
      { kind: "days", days: retentionDays("unsubscribedSubscribers"), from: "unsubscribed" },
    ],
    processors: ["cloudflare", "mailchannels"],
  },
  {
    id: "mail",
    title: msg`Emails we send`,
    data: [msg`Recipient, subject and content of each email, delivery status`],
    purpose: msg`To deliver notifications and confirmations reliably and retry them when delivery fails.`,
    legalBasis: {
      article: "f",
      reason: msg`Our legitimate interest in delivering the messages you asked for, and proving that they were sent.`,
    },
    retention: [
      { kind: "days", days: retentionDays("sentMail"), from: "sent" },
      { kind: "days", days: retentionDays("deadMail"), from: "lastAttempt" },
    ],
    processors: ["cloudflare", "mailchannels"],
  },
  {
    id: "consent",
    title: msg`Cookie banner and consent proof`,
    data: [
      msg`Your choice (only functional cookies, or analytics too), stored in your browser`,
      msg`A record of the choice with a random id, the banner version, the language and the time; no IP address and nothing that names you`,
    ],
    purpose: msg`To remember your choice and to be able to prove that consent was given before analytics tools loaded.`,
    legalBasis: {
      article: "c",
      reason: msg`Our legal obligation to demonstrate consent (Art. 7(1) GDPR); storing the choice in your browser is strictly necessary (§ 165 (3) TKG 2021).`,
    },
    retention: [{ kind: "months", setting: "consentProofMonths", from: "choice" }],
    processors: ["cloudflare"],
  },
  {
    id: "analytics",
    title: msg`Analytics (only with your consent)`,
    data: [msg`Pages visited, device and browser details, and an online identifier set by the analytics tools`],
    purpose: msg`To understand which pages help visitors and to improve the website.`,
    legalBasis: { article: "a", reason: msg`Your consent in the cookie banner, which you can withdraw there at any time.` },
    retention: [{ kind: "text", text: msg`As set in the analytics tool, at most 14 months.` }],
    processors: ["tag-manager"],
    when: (config) => config.tagManager,
  },
  {
    id: "funnel",
    title: msg`Anonymous form statistics`,
    data: [
      msg`Daily counts per page or partner, language and form step (for example "12 questionnaires opened on the home page")`,
      msg`A random number made each time the questionnaire opens, kept for two days so that each opening counts once; it is not stored on your device and says nothing about you`,
    ],
    purpose: msg`To see where forms are abandoned and to improve them. The counters hold nothing that identifies you, and nothing is stored on your device.`,
    legalBasis: { article: "f", reason: msg`Our legitimate interest in forms that work; no personal data is stored.` },
    retention: [{ kind: "months", setting: "funnelRetentionMonths", from: "day" }],
    processors: ["cloudflare"],
  },
  {
    id: "delivery",
    title: msg`Visiting the website`,
    data: [msg`IP address, time, requested page, browser and operating system, as every web server receives them`],
    purpose: msg`To deliver the pages, keep the service secure and limit the number of form submissions per visitor and minute.`,
    legalBasis: { article: "f", reason: msg`Our legitimate interest in a secure, working website.` },
    retention: [
      {
        kind: "text",
        text: msg`We keep no IP address, neither in our database nor in our logs: request logging is switched off, and our own log lines (errors and deliveries) name no visitor and are deleted after at most 7 days. The limit on form submissions counts requests per address for one minute and stores nothing. Cloudflare processes the address only to deliver the pages and protect them against attacks.`,
      },
    ],
    processors: ["cloudflare"],
  },
  {
    id: "turnstile",
    title: msg`Spam protection on forms`,
    data: [msg`Browser and device signals that Cloudflare Turnstile evaluates when a form is sent`],
    purpose: msg`To keep automated spam out of our inbox without a puzzle for you to solve.`,
    legalBasis: { article: "f", reason: msg`Our legitimate interest in forms free of abuse.` },
    retention: [{ kind: "text", text: msg`Not stored by us; Cloudflare uses the signals only for the check.` }],
    processors: ["turnstile"],
    when: (config) => config.turnstile,
  },
  {
    id: "webhooks",
    title: msg`Forwarding to our work tools`,
    data: [msg`The content of your inquiry or referral`],
    purpose: msg`To hand your inquiry to the tools our team works in.`,
    legalBasis: { article: "b", reason: msg`As for the form you sent: steps at your request, or our legitimate interest for referrals.` },
    retention: [{ kind: "months", setting: "retentionMonths", from: "submission" }],
    processors: ["webhooks"],
    when: (config) => config.webhooks,
  },
];

/** The activities and processors that apply to a configuration, in page order. */
export function applicable(config: PrivacyConfig): { activities: ProcessingActivity[]; processors: Processor[] } {
  return {
    activities: activities.filter((a) => !a.when || a.when(config)),
    processors: processors.filter((p) => !p.when || p.when(config)),
  };
}

/** The rights of data subjects (GDPR Art. 15-21, 7(3), 77), in page order. */
export const rights: { id: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { id: "access", title: msg`Access`, text: msg`You can ask which data we hold about you and receive a copy (Art. 15 GDPR).` },
  { id: "rectification", title: msg`Rectification`, text: msg`You can have incorrect data corrected (Art. 16 GDPR).` },
  {
    id: "erasure",
    title: msg`Erasure`,
    text: msg`You can have your data deleted when we no longer need it or process it unlawfully (Art. 17 GDPR). We then also remove your email address, and your name next to it, where someone else mentioned it in their inquiry or referral. Our database (Cloudflare D1) keeps a restorable history for up to 30 days that cannot be erased early: deleted data is gone from it completely once that time has passed.`,
  },
  {
    id: "restriction",
    title: msg`Restriction`,
    text: msg`You can have the processing restricted while, for example, its accuracy is being checked (Art. 18 GDPR).`,
  },
  {
    id: "portability",
    title: msg`Data portability`,
    text: msg`You can receive the data you gave us in a common machine-readable format (Art. 20 GDPR).`,
  },
  {
    id: "objection",
    title: msg`Objection`,
    text: msg`You can object at any time to processing based on our legitimate interest (Art. 21 GDPR).`,
  },
  {
    id: "withdrawal",
    title: msg`Withdrawal of consent`,
    text: msg`You can withdraw a consent at any time with effect for the future (Art. 7(3) GDPR): newsletter by the unsubscribe link, cookies in the cookie settings.`,
  },
  {
    id: "complaint",
    title: msg`Complaint`,
    text: msg`You can lodge a complaint with a supervisory authority, in Austria the Datenschutzbehörde, Barichgasse 40-42, 1030 Wien, www.dsb.gv.at (Art. 77 GDPR).`,
  },
];
