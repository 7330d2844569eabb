import type { I18n } from "@lingui/core";
import { company, prefilledBookingUrl, privacyUrl } from "../../contract/company.ts";
import { rewardAmounts } from "../../contract/reward.ts";
import { type Inquiry, type Locale, optionLabel, type Referral } from "../../contract/index.ts";
import { type Config, normaliseOrigin } from "../config.ts";
import type { LeadMeta } from "../db/leads.ts";
import { mailI18n } from "./i18n.ts";
import type { MailMessage } from "./message.ts";
import { type Block, renderMail, type Row } from "./render.ts";

/** The submission's language; a lead without one (an API client) gets English. */
export function mailLocale(locale: string): Locale {
  return locale === "de" ? "de" : "en";
}

/** The questionnaire's answers as label/value rows, in the visitor's language. */
function inquiryRows(i18n: I18n, inquiry: Inquiry): Row[] {
  return [
    [i18n._({ id: "field.projectType", message: "Project type" }), optionLabel(i18n, "projectType", inquiry.projectType)],
    [i18n._({ id: "field.projectDescription", message: "Project description" }), inquiry.projectDescription],
    [i18n._({ id: "field.projectTimeline", message: "Timeline" }), optionLabel(i18n, "projectTimeline", inquiry.projectTimeline)],
    [i18n._({ id: "field.companyName", message: "Company" }), inquiry.companyName],
    [i18n._({ id: "field.companySize", message: "Company size" }), optionLabel(i18n, "companySize", inquiry.companySize)],
    [i18n._({ id: "field.industry", message: "Industry" }), inquiry.industry],
    [i18n._({ id: "field.name", message: "Name" }), inquiry.name],
    [i18n._({ id: "field.email", message: "E-mail" }), inquiry.email],
    [i18n._({ id: "field.phone", message: "Phone" }), inquiry.phone],
  ];
}

/**
 * The visitor's answers as an acknowledgement may repeat them: only the choices, in the
 * option labels we wrote. An acknowledgement goes to an address nobody has verified, so
 * it repeats nothing a stranger typed (description, company, links) except the name.
 */
function choiceRows(i18n: I18n, inquiry: Inquiry): Row[] {
  return [
    [i18n._({ id: "field.projectType", message: "Project type" }), optionLabel(i18n, "projectType", inquiry.projectType)],
    [i18n._({ id: "field.projectTimeline", message: "Timeline" }), optionLabel(i18n, "projectTimeline", inquiry.projectTimeline)],
    [i18n._({ id: "field.companySize", message: "Company size" }), optionLabel(i18n, "companySize", inquiry.companySize)],
  ];
}

/** What a mail may know about the request besides the lead: whether the acknowledgement was skipped. */
export interface LeadMailNotes {
  /** The visitor's mailbox got an acknowledgement within the last 24 h, so this lead's was not sent. */
  acknowledgementSkipped?: boolean;
}

/** The staff notification's line about a skipped acknowledgement, or nothing. */
function skippedAcknowledgement(i18n: I18n, notes: LeadMailNotes): Block[] {
  if (!notes.acknowledgementSkipped) return [];
  return [
    {
      paragraph: i18n._({
        id: "notification.ackSkipped",
        message: "No acknowledgement sent: this address got one in the last 24 h.",
      }),
    },
  ];
}

/** When the lead arrived, on the agency's clock (Vienna), in the mail's language. */
export function viennaTime(iso: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(locale === "de" ? "de-AT" : "en-GB", {
    timeZone: "Europe/Vienna",
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));
  return `${time} (Europe/Vienna)`;
}

/** Where the lead came from: our own site, or which partner. */
function sourceText(i18n: I18n, meta: LeadMeta, partner: string, config: Config): string {
  if (partner) return i18n._({ id: "source.partner", message: "Partner {partner}", values: { partner } });
  // A malformed SITE_URL must not turn a lead into an error: it only loses the "our website" label.
  if (meta.source && meta.source === normaliseOrigin(config.siteUrl)) {
    return i18n._({ id: "source.ownSite", message: "Our website ({origin})", values: { origin: meta.source } });
  }
  if (meta.source) return i18n._({ id: "source.partnerPage", message: "Partner page {origin}", values: { origin: meta.source } });
  return i18n._({ id: "source.unknown", message: "Unknown (sent without a browser origin, e.g. through the API)" });
}

function metaRows(i18n: I18n, meta: LeadMeta, partner: string, config: Config, locale: Locale): Row[] {
  return [
    [i18n._({ id: "field.source", message: "Source" }), sourceText(i18n, meta, partner, config)],
    [i18n._({ id: "field.receivedAt", message: "Received" }), viennaTime(meta.createdAt, locale)],
    [i18n._({ id: "field.language", message: "Language" }), meta.locale || "-"],
    [i18n._({ id: "field.leadId", message: "Lead id" }), meta.id],
  ];
}

/** The agency's contact block and the erasure note every visitor mail ends with. */
function closing(i18n: I18n, config: Config): Block[] {
  return [
    {
      paragraph: i18n._({
        id: "closing.erasure",
        message: "Want us to delete the data you sent? Reply to this e-mail or write to {email} and we will erase it.",
        values: { email: company.email },
      }),
    },
    { link: { label: i18n._({ id: "closing.privacy", message: "Privacy policy" }), href: privacyUrl(i18n.locale, config.siteUrl) } },
    {
      lines: [
        company.legalName,
        `${company.address.street}, ${company.address.postalCode} ${company.address.city}`,
        `${company.email} · ${company.phone}`,
      ],
    },
  ];
}

/** The agency's mail about a questionnaire submission: every field; replies go to the visitor. */
export function renderInquiryNotification(inquiry: Inquiry, meta: LeadMeta, config: Config, notes: LeadMailNotes = {}): MailMessage {
  const locale = mailLocale(meta.locale);
  const i18n = mailI18n(locale);
  const subject = i18n._({
    id: "inquiry.notification.subject",
    message: "New project inquiry from {company} ({id})",
    values: { company: inquiry.companyName, id: meta.id },
  });
  return renderMail(
    {
      locale,
      to: [{ email: config.mailTo }],
      replyTo: { email: inquiry.email, name: inquiry.name },
      subject,
      headers: { "X-Lead-Id": meta.id },
      blocks: [
        {
          paragraph: i18n._({
            id: "inquiry.notification.intro",
            message: "A new project inquiry arrived. Reply to this e-mail to answer {name} directly.",
            values: { name: inquiry.name },
          }),
        },
        ...skippedAcknowledgement(i18n, notes),
        { rows: [...inquiryRows(i18n, inquiry), ...metaRows(i18n, meta, inquiry.partner, config, locale)] },
      ],
    },
    config,
  );
}

/**
 * The visitor's acknowledgement: it arrived, the prefilled booking link, the choices they
 * made (our labels only), our contact, erasure. Of what the visitor typed it repeats only
 * the name, which the contract keeps free of links, addresses and markup.
 */
export function renderInquiryAcknowledgement(inquiry: Inquiry, meta: LeadMeta, config: Config): MailMessage {
  const locale = mailLocale(meta.locale);
  const i18n = mailI18n(locale);
  return renderMail(
    {
      locale,
      to: [{ email: inquiry.email, name: inquiry.name }],
      replyTo: { email: company.email, name: company.name },
      subject: i18n._({ id: "inquiry.ack.subject", message: "We received your project inquiry" }),
      blocks: [
        { paragraph: i18n._({ id: "greeting", message: "Hello {name},", values: { name: inquiry.name } }) },
        {
          paragraph: i18n._({
            id: "inquiry.ack.intro",
            message: "thank you for telling us about your project. Your inquiry has arrived and we will get back to you personally.",
          }),
        },
        {
          paragraph: i18n._({
            id: "inquiry.ack.booking",
            message: "If you have not booked a call yet, you can pick a time for a free initial call here:",
          }),
        },
        {
          link: {
            label: i18n._({ id: "inquiry.ack.bookingAction", message: "Book a call" }),
            href: prefilledBookingUrl(company.calendarUrl, { name: inquiry.name, email: inquiry.email }),
          },
        },
        { heading: i18n._({ id: "inquiry.ack.choices", message: "Your choices" }) },
        { rows: choiceRows(i18n, inquiry) },
        {
          paragraph: i18n._({
            id: "inquiry.ack.contact",
            message: "Questions or something to add? Reply to this e-mail or call us at {phone}.",
            values: { phone: company.phone },
          }),
        },
        ...closing(i18n, config),
      ],
    },
    config,
  );
}

function referralRows(i18n: I18n, referral: Referral): Row[] {
  return [
    [i18n._({ id: "field.referrerName", message: "Referrer" }), referral.name],
    [i18n._({ id: "field.referrerEmail", message: "Referrer's e-mail" }), referral.email],
    [i18n._({ id: "field.referrerCompany", message: "Referrer's company" }), referral.companyName],
    [i18n._({ id: "field.referralName", message: "Referred person" }), referral.referralName],
    [i18n._({ id: "field.referralEmail", message: "Referred person's e-mail" }), referral.referralEmail],
    [i18n._({ id: "field.referralCompany", message: "Referred company" }), referral.referralCompany],
    [
      i18n._({ id: "field.contactConfirmed", message: "Agreed to be contacted" }),
      referral.confirmed
        ? i18n._({ id: "referral.confirmedYes", message: "Yes, confirmed by the referrer" })
        : i18n._({ id: "referral.confirmedNo", message: "No" }),
    ],
  ];
}

/** The agency's mail about a referral; replies go to the referrer. */
export function renderReferralNotification(referral: Referral, meta: LeadMeta, config: Config, notes: LeadMailNotes = {}): MailMessage {
  const locale = mailLocale(meta.locale);
  const i18n = mailI18n(locale);
  return renderMail(
    {
      locale,
      to: [{ email: config.mailTo }],
      replyTo: { email: referral.email, name: referral.name },
      subject: i18n._({
        id: "referral.notification.subject",
        message: "New referral: {referrer} recommends {company} ({id})",
        values: { referrer: referral.name, company: referral.referralCompany, id: meta.id },
      }),
      headers: { "X-Lead-Id": meta.id },
      blocks: [
        {
          paragraph: i18n._({
            id: "referral.notification.intro",
            message: "A new referral arrived. Reply to this e-mail to answer the referrer, {name}.",
            values: { name: referral.name },
          }),
        },
        ...skippedAcknowledgement(i18n, notes),
        { rows: [...referralRows(i18n, referral), ...metaRows(i18n, meta, referral.partner, config, locale)] },
      ],
    },
    config,
  );
}

/**
 * The referrer's confirmation: it arrived, what happens next, the reward terms. Of what
 * was typed it repeats only the referrer's own name: never the referred person or company,
 * which a stranger could fill with any text to send from our domain. The referred person
 * never gets a mail from us: an unsolicited recommendation mail is unlawful advertising in
 * Germany and Austria.
 */
export function renderReferralAcknowledgement(referral: Referral, meta: LeadMeta, config: Config): MailMessage {
  const locale = mailLocale(meta.locale);
  const i18n = mailI18n(locale);
  return renderMail(
    {
      locale,
      to: [{ email: referral.email, name: referral.name }],
      replyTo: { email: company.email, name: company.name },
      subject: i18n._({ id: "referral.ack.subject", message: "Thank you for your recommendation" }),
      blocks: [
        { paragraph: i18n._({ id: "greeting", message: "Hello {name},", values: { name: referral.name } }) },
        {
          paragraph: i18n._({
            id: "referral.ack.received",
            message: "thank you for your recommendation. It has arrived.",
          }),
        },
        { heading: i18n._({ id: "referral.ack.nextHeading", message: "What happens next" }) },
        {
          paragraph: i18n._({
            id: "referral.ack.nextSteps",
            message:
              "We will get in touch with the person you recommended personally, as you confirmed they agreed to. We will let you know how it goes.",
          }),
        },
        { heading: i18n._({ id: "referral.ack.rewardHeading", message: "Your reward" }) },
        {
          paragraph: i18n._({
            id: "referral.ack.rewardTerms",
            message:
              "Once the company you recommended signs up for a project with us, you choose: a {discount} discount on your next project or a {giftCard} gift card.",
            values: rewardAmounts(locale),
          }),
        },
        ...closing(i18n, config),
      ],
    },
    config,
  );
}
