import type { I18n } from "@lingui/core";
import { prefilledBookingUrl } from "../../contract/booking-url.ts";
import { AGENCY_TIME_ZONE, company, displayPhone, phoneHref } from "../../contract/company.ts";
import { metaColumnLabels, recordColumnLabels } from "../../contract/field-labels.ts";
import type { Inquiry } from "../../contract/inquiry.ts";
import { inquiryColumnFields } from "../../contract/inquiry-columns.ts";
import { inquiryFieldLabels } from "../../contract/inquiry-field-labels.ts";
import { columnFlagLabel, leadSourceLabel, optionColumns } from "../../contract/lead-columns.ts";
import { isLocale, type Locale, toLocale } from "../../contract/locales.ts";
import { greetableName } from "../../contract/names.ts";
import { type OptionField, optionFields, optionLabel } from "../../contract/option-labels.ts";
import { intlTags } from "../../contract/options.ts";
import { privacyUrl } from "../../contract/privacy-paths.ts";
import type { Referral } from "../../contract/referral.ts";
import { referralColumnFields } from "../../contract/referral-columns.ts";
import { referralFieldLabels } from "../../contract/referral-field-labels.ts";
import { rewardAmounts } from "../../contract/reward.ts";
import { languageLabels } from "../../contract/staff-words.ts";
import type { Config } from "../config.ts";
import type { LeadMeta } from "../db/leads.ts";
import { normaliseOrigin } from "../lib/origins.ts";
import { attributionRows } from "./attribution.ts";
import { firstNeedBlocks, prepareParagraph } from "./call-sections.ts";
import { greeting, visitorRecipient } from "./greeting.ts";
import { hostPerson } from "./host.ts";
import { mailI18n } from "./i18n.ts";
import type { MailMessage } from "./message.ts";
import { type Block, type Row, renderMail } from "./render.ts";
import { salutationLine } from "./salutation.ts";

/** The submission's language; a lead without one (an API client) gets English. */
export function mailLocale(locale: string): Locale {
  return toLocale(locale);
}

/** The questionnaire's answers as label/value rows, in the visitor's language. */
function inquiryRows(i18n: I18n, inquiry: Inquiry): Row[] {
  return Object.values(inquiryColumnFields).map((field) => [
    i18n._(inquiryFieldLabels[field]),
    isChoice(field) ? optionLabel(i18n, field, inquiry[field]) : inquiry[field],
  ]);
}

const isChoice = (field: string): field is OptionField => Object.hasOwn(optionFields, field);

/** The choices an acknowledgement may repeat: all but the salutation, which its greeting already uses. */
const repeatedChoices = Object.values(optionColumns).filter((field) => field !== "salutation");

/**
 * "Your project at a glance" with the answered choices, or nothing when none was answered:
 * only the choices they made, in the option labels we wrote. A visitor's mail goes to an
 * address nobody has verified, so it repeats nothing a stranger typed (description, company,
 * industry, role, phone, links). The acknowledgement and the booking confirmation that
 * replaces it show the same section; `answer` reads a choice from the form or the stored row.
 */
export function choicesSection(i18n: I18n, answer: (field: OptionField) => string): Block[] {
  const rows: Row[] = repeatedChoices
    .filter((field) => answer(field) !== "")
    .map((field) => [i18n._(inquiryFieldLabels[field]), optionLabel(i18n, field, answer(field))]);
  if (rows.length === 0) return [];
  return [{ heading: i18n._({ id: "inquiry.ack.choices", message: "Your project at a glance" }) }, { rows }];
}

/** The thanks that opens a visitor's first mail about an inquiry. */
export function thanksParagraph(i18n: I18n): Block {
  return {
    paragraph: i18n._({
      id: "inquiry.ack.thanks",
      message: "Thank you for telling us about your project. We will read your answers carefully and get back to you personally.",
    }),
  };
}

/** How to add something before we answer: by reply or by phone. */
export function contactParagraph(i18n: I18n): Block {
  return {
    paragraph: i18n._({
      id: "inquiry.ack.contact",
      message: "Anything to add, or a question in the meantime? Just reply to this email or call us on {phone}.",
      values: { phone: displayPhone(company.phone) },
    }),
  };
}

/** What happens next, what to prepare and who they will meet: the call is with a person. */
function nextStepsSection(i18n: I18n, locale: Locale, config: Config): Block[] {
  const host = company.founder;
  return [
    { heading: i18n._({ id: "inquiry.ack.nextHeading", message: "What happens next" }) },
    {
      paragraph: i18n._({
        id: "inquiry.ack.next",
        message:
          "{host} reads your answers and replies {responseTime}. In a free 30-minute call we talk about your goals, your users and your constraints; afterwards you receive a fixed-price proposal.",
        values: { host: host.name, responseTime: responseTime(i18n, config.responseWorkingDays) },
      }),
    },
    { heading: i18n._({ id: "inquiry.ack.prepareHeading", message: "What to prepare" }) },
    {
      paragraph: prepareParagraph(i18n),
    },
    { heading: i18n._({ id: "inquiry.ack.hostHeading", message: "You will meet" }) },
    { person: hostPerson(locale, config) },
  ];
}

/**
 * The acknowledgement's booking page ("I'd rather pick a time later"): prefilled, and on
 * Cal.com with the lead's id and booking token in its metadata, so a booking made there
 * marks the inquiry booked as firmly as one made in the dialog.
 */
function laterBookingUrl(inquiry: Inquiry, meta: LeadMeta, notes: LeadMailNotes): string {
  const token = notes.stored?.booking_token;
  return prefilledBookingUrl(company.calendarUrl, { name: greetableName(inquiry.name), email: inquiry.email }, undefined, {
    id: meta.id,
    token: typeof token === "string" ? token : undefined,
  });
}

/** What a mail may know about the request besides the lead: whether the acknowledgement was skipped. */
export interface LeadMailNotes {
  /**
   * The acknowledgement waits for the questionnaire's booking step, which drops it when the
   * visitor books: if it goes out at all, no call was booked.
   */
  held?: boolean;
  /** The visitor's mailbox got an acknowledgement within the last 24 h, so this lead's was not sent. */
  acknowledgementSkipped?: boolean;
  /** The lead's own columns as stored (the inquiry's booking token among them). */
  stored?: Readonly<Record<string, string | number | null>>;
}

/** The staff notification's line about a skipped acknowledgement, or nothing. */
function skippedAcknowledgement(i18n: I18n, notes: LeadMailNotes): Block[] {
  if (!notes.acknowledgementSkipped) return [];
  return [
    {
      paragraph: i18n._({
        id: "notification.ackSkipped",
        message: "No acknowledgement sent: this address already received one in the last 24 hours.",
      }),
    },
  ];
}

/**
 * A mailto: link to the lead's address with the subject of an answer. The address passed
 * the contract's check; what could still end the address part (?, #, %) is encoded.
 */
function replyHref(email: string, subject: string): string {
  const address = email.replace(/[?#%&\s]/g, (c) => encodeURIComponent(c));
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The notification's actions: answer the person by mail (the button, or a link where
 * another action leads), and, when they left a number, call them. Staff act on a lead from
 * the mail, without copying an address. The reply's subject is in the person's language
 * (`replySubject`), never our internal one.
 */
export function staffActions(
  i18n: I18n,
  person: { name: string; email: string; phone?: string },
  replySubject: string,
  main = true,
): Block[] {
  const reply = {
    label: i18n._({ id: "notification.reply", message: "Reply to {name}", values: { name: person.name } }),
    href: replyHref(person.email, replySubject),
  };
  const blocks: Block[] = [main ? { button: reply } : { link: reply }];
  if (person.phone) {
    blocks.push({
      link: {
        label: i18n._({ id: "notification.call", message: "Call {phone}", values: { phone: displayPhone(person.phone) } }),
        href: phoneHref(person.phone),
      },
    });
  }
  return blocks;
}

/**
 * The acknowledgements' subjects, in `i18n`'s language: the visitor's mail carries them, and
 * the staff notification's reply button answers them ("Re: ...") in the visitor's language.
 */
export function inquiryAckSubject(i18n: I18n): string {
  return i18n._({ id: "inquiry.ack.subject", message: "We received your project inquiry" });
}
function referralAckSubject(i18n: I18n): string {
  return i18n._({ id: "referral.ack.subject", message: "Thank you for your recommendation" });
}

/** The subject of a first mail to the person recommended, in `i18n`'s language. */
function referredSubject(i18n: I18n, referral: Referral): string {
  return i18n._({ id: "notification.writeReferredSubject", message: "{referrer} recommended us", values: { referrer: referral.name } });
}

/**
 * The referral's next step: a mail to the person recommended, which the contract allows
 * only with the referrer's confirmation that this person agreed to hear from us. The
 * notification's button, for staff's own mail client; the system itself never writes to
 * that address.
 */
function referredContact(i18n: I18n, visitor: I18n, referral: Referral): Block[] {
  return [
    {
      button: {
        label: i18n._({ id: "notification.writeReferred", message: "Write to {name}", values: { name: referral.referralName } }),
        // In the referrer's language, our best guess at the referred person's.
        href: replyHref(referral.referralEmail, referredSubject(visitor, referral)),
      },
    },
  ];
}

/** When the lead arrived, on the agency's clock (Vienna), in the mail's language: "4. Mai 2026 um 10:12 Uhr (Wiener Zeit)". */
export function viennaTime(iso: string, i18n: I18n, locale: Locale): string {
  const time = new Intl.DateTimeFormat(intlTags[locale], {
    timeZone: AGENCY_TIME_ZONE,
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(iso));
  return i18n._({ id: "time.vienna", message: "{time} (Vienna time)", values: { time } });
}

/** Where the lead came from; a malformed SITE_URL must not turn a lead into an error, it only loses the website's label. */
function sourceText(i18n: I18n, meta: LeadMeta, partner: string, config: Config): string {
  return leadSourceLabel(i18n, meta.source, { siteOrigin: normaliseOrigin(config.siteUrl), partner });
}

/** The visitor's language in words, in the mail's language ("Englisch"), never its code; nothing for a code not ours. */
function languageName(i18n: I18n, locale: string): string {
  return isLocale(locale) ? i18n._(languageLabels[locale]) : "";
}

/**
 * The answer we promise, in words and in the mail's language: "within one working day",
 * "innerhalb von zwei Arbeitstagen". Spelled out up to five, as copy would write it.
 */
export function responseTime(i18n: I18n, days: number): string {
  return i18n._({
    id: "responseTime",
    message:
      "{days, plural, =1 {within one working day} =2 {within two working days} =3 {within three working days} =4 {within four working days} =5 {within five working days} other {within # working days}}",
    values: { days },
  });
}

/** The founder's sign-off under every mail to a visitor: a person answers, not a system. */
export function signature(i18n: I18n, locale: Locale): Block {
  return {
    signature: {
      closing: i18n._({ id: "signature.closing", message: "Kind regards," }),
      name: company.founder.name,
      role: i18n._({
        id: "signature.role",
        message: "{role}, {company}",
        values: { role: company.founder.role[locale], company: company.name },
      }),
      phone: company.phone,
    },
  };
}

function metaRows(i18n: I18n, meta: LeadMeta, partner: string, config: Config, locale: Locale): Row[] {
  return [
    [i18n._(metaColumnLabels.source), sourceText(i18n, meta, partner, config)],
    [i18n._(recordColumnLabels.created_at), viennaTime(meta.createdAt, i18n, locale)],
    [i18n._(recordColumnLabels.id), meta.id],
  ];
}

/** The language to answer in: the first row of a notification's table. */
function languageRow(i18n: I18n, meta: LeadMeta): Row {
  return [i18n._(metaColumnLabels.locale), languageName(i18n, meta.locale)];
}

/**
 * The small print every visitor mail ends with: who we are (with the register entry an
 * Austrian company's business letters carry, § 14 UGB), the privacy policy, erasure.
 */
export function visitorFooter(i18n: I18n, config: Config): Block[] {
  return [
    {
      lines: [
        `${company.legalName} · ${company.legal.registerNumber}, ${company.legal.registerCourt}`,
        `${company.address.street}, ${company.address.postalCode} ${company.address.city}`,
        `${company.email} · ${company.phone}`,
      ],
    },
    {
      paragraph: i18n._({
        id: "closing.erasure",
        message: "Would you like us to delete your details? Reply to this email or write to {email}, and we will erase them.",
        values: { email: company.email },
      }),
    },
    { link: { label: i18n._({ id: "closing.privacy", message: "Privacy policy" }), href: privacyUrl(i18n.locale, config.siteUrl) } },
  ];
}

/**
 * The agency's mail about a questionnaire submission: every field, in the agency's language
 * whatever the visitor spoke; replies go to the visitor. The rows are one [label, value]
 * list, so further details are appended as rows.
 */
export function renderInquiryNotification(inquiry: Inquiry, meta: LeadMeta, config: Config, notes: LeadMailNotes = {}): MailMessage {
  const locale = config.agencyLocale;
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
      replyTo: visitorRecipient(inquiry.email, inquiry.name),
      subject,
      headers: { "X-Lead-Id": meta.id },
      blocks: [
        {
          paragraph: i18n._({
            id: "inquiry.notification.intro",
            message:
              "A new project inquiry has come in. Answer {name} with the button: a plain reply would also send them this email’s internal details.",
            values: { name: inquiry.name },
          }),
        },
        ...staffActions(i18n, inquiry, `Re: ${inquiryAckSubject(mailI18n(mailLocale(meta.locale)))}`),
        ...skippedAcknowledgement(i18n, notes),
        {
          rows: [
            languageRow(i18n, meta),
            ...inquiryRows(i18n, inquiry),
            ...metaRows(i18n, meta, inquiry.partner, config, locale),
            ...attributionRows(i18n, inquiry),
          ],
        },
      ],
    },
    config,
  );
}

/**
 * The acknowledgement's invitation to book. A held acknowledgement knows no call was booked;
 * one sent at once (the booking page opened in a new tab) cannot know whether they booked there.
 */
function bookingParagraph(i18n: I18n, held: boolean): Block {
  if (held) {
    return {
      paragraph: i18n._({
        id: "inquiry.ack.bookingOpen",
        message: "You haven’t picked a time for our call yet: choose one here – the first call is free and without obligation.",
      }),
    };
  }
  return {
    paragraph: i18n._({
      id: "inquiry.ack.bookingPage",
      message:
        "If you haven’t picked a time yet, choose one here – the first call is free and without obligation. If you booked on our booking page, its confirmation comes in a separate email.",
    }),
  };
}

/**
 * The visitor's acknowledgement: when we answer, the prefilled booking link as the one
 * button, the choices they made (our labels only), the founder's signature, our contact and
 * erasure. Of what the visitor typed it repeats only the name, which the contract keeps
 * free of links, addresses and markup.
 */
export function renderInquiryAcknowledgement(inquiry: Inquiry, meta: LeadMeta, config: Config, notes: LeadMailNotes = {}): MailMessage {
  const locale = mailLocale(meta.locale);
  const i18n = mailI18n(locale);
  return renderMail(
    {
      locale,
      to: [visitorRecipient(inquiry.email, inquiry.name)],
      replyTo: { email: company.email, name: company.name },
      subject: inquiryAckSubject(i18n),
      blocks: [
        { paragraph: salutationLine(i18n, inquiry) },
        thanksParagraph(i18n),
        ...nextStepsSection(i18n, locale, config),
        bookingParagraph(i18n, notes.held === true),
        {
          button: {
            label: i18n._({ id: "inquiry.ack.bookingAction", message: "Book a call" }),
            href: laterBookingUrl(inquiry, meta, notes),
          },
        },
        ...choicesSection(i18n, (field) => inquiry[field]),
        ...firstNeedBlocks(i18n, inquiry.firstNeed, locale, config.siteUrl),
        contactParagraph(i18n),
        signature(i18n, locale),
      ],
      footer: visitorFooter(i18n, config),
    },
    config,
  );
}

/** The referral's answers as label/value rows, in the form's order; a flag reads as the inbox shows it. */
function referralRows(i18n: I18n, referral: Referral): Row[] {
  return Object.entries(referralColumnFields).map(([column, field]) => [
    i18n._(referralFieldLabels[field]),
    columnFlagLabel(i18n, column, referral[field]) ?? String(referral[field]),
  ]);
}

/** The agency's mail about a referral, in the agency's language; replies go to the referrer. */
export function renderReferralNotification(referral: Referral, meta: LeadMeta, config: Config, notes: LeadMailNotes = {}): MailMessage {
  const locale = config.agencyLocale;
  const i18n = mailI18n(locale);
  // What goes to the referrer or the person they recommended speaks the referrer's language.
  const visitor = mailI18n(mailLocale(meta.locale));
  const subject = i18n._({
    id: "referral.notification.subject",
    message: "New referral: {referrer} recommends {company} ({id})",
    values: { referrer: referral.name, company: referral.referralCompany, id: meta.id },
  });
  return renderMail(
    {
      locale,
      to: [{ email: config.mailTo }],
      replyTo: visitorRecipient(referral.email, referral.name),
      subject,
      headers: { "X-Lead-Id": meta.id },
      blocks: [
        {
          paragraph: i18n._({
            id: "referral.notification.intro",
            message:
              "A new referral from {name} has come in. Answer with the buttons and links here: a plain reply would also send this email’s internal details.",
            values: { name: referral.name },
          }),
        },
        // The lead is the person recommended: writing to them is the main action.
        ...referredContact(i18n, visitor, referral),
        ...staffActions(i18n, referral, `Re: ${referralAckSubject(visitor)}`, false),
        ...skippedAcknowledgement(i18n, notes),
        {
          rows: [
            languageRow(i18n, meta),
            ...referralRows(i18n, referral),
            ...metaRows(i18n, meta, referral.partner, config, locale),
            ...attributionRows(i18n, referral),
          ],
        },
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
      to: [visitorRecipient(referral.email, referral.name)],
      replyTo: { email: company.email, name: company.name },
      subject: referralAckSubject(i18n),
      blocks: [
        { paragraph: greeting(i18n, referral.name) },
        {
          paragraph: i18n._({
            id: "referral.ack.received",
            message: "Thank you for your recommendation – and for your trust in us.",
          }),
        },
        { heading: i18n._({ id: "referral.ack.nextHeading", message: "What happens next" }) },
        {
          paragraph: i18n._({
            id: "referral.ack.nextSteps",
            message:
              "Someone from our team will contact the person you recommended personally. Thank you for checking beforehand that they are happy to hear from us; we will keep you posted on how it goes.",
          }),
        },
        { heading: i18n._({ id: "referral.ack.rewardHeading", message: "Your reward" }) },
        {
          paragraph: i18n._({
            id: "referral.ack.rewardTerms",
            message:
              "Once the company you recommended signs a contract with us, you can choose between a {discount} discount on your next project and a {giftCard} gift card.",
            values: rewardAmounts(locale),
          }),
        },
        {
          paragraph: i18n._({
            id: "referral.ack.contact",
            message: "Questions about the reward or anything else? Just reply to this email.",
          }),
        },
        signature(i18n, locale),
      ],
      footer: visitorFooter(i18n, config),
    },
    config,
  );
}
