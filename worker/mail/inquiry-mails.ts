/**
 * The two mails a questionnaire submission sends: the agency's notification (every answer,
 * replies go to the visitor) and the visitor's acknowledgement.
 */

import type { I18n } from "@lingui/core";
import { prefilledBookingUrl } from "../../contract/booking/url.ts";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import { type Locale, toLocale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { greetableName } from "../../contract/names.ts";
import { company } from "../../contract/site/company.ts";
import type { Config } from "../config.ts";
import type { LeadMeta } from "../db/leads/statements/lead-row.ts";
import { firstNeedBlocks, prepareParagraph } from "./call-sections.ts";
import { hostPerson } from "./host.ts";
import { mailI18n } from "./i18n.ts";
import { choicesSection, contactParagraph, inquiryAckSubject, thanksParagraph } from "./inquiry-sections.ts";
import { responseTime, visitorMail } from "./layout.ts";
import type { Block } from "./render.ts";
import { salutationLine } from "./salutation.ts";
import { type LeadMailNotes, renderStaffNotification, staffActions } from "./staff-notice.ts";

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

/**
 * The subject of staff's answer, in the visitor's language. The notification is rendered in
 * the lead's own batch, before any booking exists, so it can never name a call: a call booked
 * later brings its own notice, whose reply is about the call. "Re:" the acknowledgement only
 * when it went out at once: a held one is dropped if the visitor books, a skipped one never
 * left, and an answer must not pretend to continue a mail the visitor never got.
 */
function inquiryReplySubject(i18n: I18n, notes: LeadMailNotes): string {
  if (!notes.held && !notes.acknowledgementSkipped) return `Re: ${inquiryAckSubject(i18n)}`;
  return i18n._({ id: "inquiry.replySubject", message: "Your project inquiry" });
}

/** For a visitor taken on to pick a time: whether a call comes is not known yet, and where staff will hear of it. */
function bookingPending(i18n: I18n, inquiry: Inquiry, notes: LeadMailNotes): Block[] {
  if (!notes.held) return [];
  return [
    {
      paragraph: i18n._({
        id: "notification.bookingPending",
        message: "{name} went on to pick a time for a call. If they book one, a separate email tells you when.",
        values: { name: inquiry.name },
      }),
    },
  ];
}

/**
 * The agency's mail about a questionnaire submission: every field, in the agency's language
 * whatever the visitor spoke; replies go to the visitor. Its table is every notification's
 * (`leadTable`), so a field reads there as it does in the inbox and the CLI.
 */
export function renderInquiryNotification(inquiry: Inquiry, meta: LeadMeta, config: Config, notes: LeadMailNotes = {}): MailMessage {
  const locale = config.agencyLocale;
  const i18n = mailI18n(locale);
  const subject = i18n._({
    id: "inquiry.notification.subject",
    message: "New project inquiry from {company} ({id})",
    values: { company: inquiry.companyName, id: meta.id },
  });
  return renderStaffNotification(i18n, config, {
    kind: "inquiries",
    lead: inquiry,
    meta,
    subject,
    intro: i18n._({
      id: "inquiry.notification.intro",
      message:
        "A new project inquiry has come in. Answer {name} with the button: a plain reply would also send them this email’s internal details.",
      values: { name: inquiry.name },
    }),
    actions: [
      ...staffActions(i18n, inquiry, inquiryReplySubject(mailI18n(toLocale(meta.locale)), notes)),
      ...bookingPending(i18n, inquiry, notes),
    ],
    notes,
  });
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
  const visitor = { email: inquiry.email, name: inquiry.name, locale: meta.locale };
  return visitorMail(visitor, config, (i18n, locale) => ({
    subject: inquiryAckSubject(i18n),
    opening: salutationLine(i18n, inquiry),
    body: [
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
    ],
  }));
}
