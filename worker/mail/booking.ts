/**
 * The mails about a call: the visitor's confirmation of a call booked in the dialog, and the
 * staff's notice of a call booked, moved or cancelled.
 */
import type { I18n } from "@lingui/core";
import type { BookingEvent } from "../../contract/booking/events.ts";
import { type InquiryColumn, inquiryColumnFields } from "../../contract/inquiry/columns.ts";
import type { OptionField } from "../../contract/inquiry/field-labels.ts";
import { inquiryFieldLabels, optionLabel } from "../../contract/inquiry/field-labels.ts";
import { intlTags } from "../../contract/intl-tags.ts";
import { optionColumns } from "../../contract/lead/columns/labels.ts";
import { recordColumnLabels } from "../../contract/lead/field-labels.ts";
import { type Locale, toLocale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { AGENCY_TIME_ZONE, company } from "../../contract/site/company.ts";
import { callTimeInZone, onAgencyClock } from "../../contract/time-zone-name.ts";
import { base64Utf8, type CallDetails, callCalendarFile } from "../booking/calendar-file.ts";
import type { Config } from "../config.ts";
import type { InquiryRow } from "../db/leads/statements/inquiries.ts";
import { callAgenda, firstNeedBlocks, prepareParagraph } from "./call-sections.ts";
import { visitorRecipient } from "./greeting.ts";
import { hostPerson } from "./host.ts";
import { mailI18n } from "./i18n.ts";
import { choicesSection, contactParagraph } from "./inquiry-sections.ts";
import { visitorMail } from "./layout.ts";
import { type Block, type Row, renderMail } from "./render.ts";
import { salutationLine } from "./salutation.ts";
import { staffActions } from "./staff-notice.ts";

/** A booked call's start on the agency's clock: "Tuesday, 2 June, 10:00" / "Dienstag, 2. Juni, 10:00". */
export function callTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTags[locale], {
    timeZone: AGENCY_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

export interface BookingNotice {
  event: BookingEvent;
  uid: string;
  startAt: string;
  inquiry: InquiryRow;
  /**
   * The subject of the last mail the visitor got from us about this inquiry (a call booked in
   * the dialog: its confirmation, which replaced the acknowledgement), so staff's answer
   * threads under it; without one, the answer is about the call itself.
   */
  visitorSubject?: string;
}

/** The lead in the staff inbox. */
function leadUrl(config: Config, id: string): string {
  return `${config.siteUrl.replace(/\/+$/, "")}/staff/leads/${encodeURIComponent(id)}`;
}

/**
 * The choices the notice repeats, read from the column map so a new choice shows up by
 * itself: every one but the salutation, as in the visitor's mails.
 */
const noticeChoices = (Object.entries(optionColumns) as [InquiryColumn, OptionField][]).filter(([, field]) => field !== "salutation");

/**
 * Who booked and what about, so the call can be prepared from the notice alone: the
 * project's choices, then the whole description as typed (a cut would drop the budget or
 * the deadline a visitor wrote last; the renderer escapes).
 */
function visitorRows(i18n: I18n, inquiry: InquiryRow): Row[] {
  const choices = noticeChoices.map(([column, field]) => optionLabel(i18n, field, inquiry[column])).filter(Boolean);
  return [
    [i18n._(inquiryFieldLabels.name), inquiry.contact_name],
    [i18n._(inquiryFieldLabels.role), inquiry.contact_role],
    [i18n._(inquiryFieldLabels.companyName), inquiry.company_name],
    [i18n._(inquiryFieldLabels.email), inquiry.contact_email],
    [i18n._(inquiryFieldLabels.phone), inquiry.contact_phone],
    [i18n._({ id: "booking.project", message: "Project" }), choices.join(" · ")],
    [i18n._(inquiryFieldLabels.projectDescription), inquiry.project_description.replace(/\r\n?/g, "\n").trim()],
  ];
}

/**
 * The subject of staff's answer about the call, in the visitor's language: "Re:" the
 * confirmation we sent them, which names the call in their own zone; else (booked, moved or
 * cancelled on Cal.com's pages, which mail the visitor themselves) the call itself, on the
 * agency's clock with the zone named, since we do not know theirs.
 */
function callReplySubject(notice: BookingNotice): string {
  if (notice.visitorSubject) return `Re: ${notice.visitorSubject}`;
  const locale = toLocale(notice.inquiry.locale);
  const i18n = mailI18n(locale);
  const time = callTimeInZone(notice.startAt, intlTags[locale], AGENCY_TIME_ZONE);
  if (notice.event === "cancelled")
    return i18n._({ id: "booking.reply.cancelled", message: "Your cancelled call on {time}", values: { time } });
  return confirmationSubject(i18n, time);
}

/** The visitor's confirmation's subject, in `i18n`'s language: staff's answer about a call names the call the same way. */
function confirmationSubject(i18n: I18n, time: string): string {
  return i18n._({ id: "booking.confirmation.subject", message: "Your call on {time}", values: { time } });
}

/**
 * The staff's mail about a call booked, moved or cancelled through the calendar, in the
 * agency's language (`AGENCY_LOCALE`) whatever language the visitor used; replies go to
 * the visitor.
 */
export function renderBookingNotification(notice: BookingNotice, config: Config): MailMessage {
  const locale = config.agencyLocale;
  const i18n = mailI18n(locale);
  const { inquiry } = notice;
  const person = { name: inquiry.contact_name, email: inquiry.contact_email, phone: inquiry.contact_phone || undefined };
  // Named with its zone, as the visitor's confirmation and the inbox name it.
  const time = onAgencyClock(callTime(notice.startAt, locale), intlTags[locale]);
  const values = { name: inquiry.contact_name, time };
  const sentence = {
    created: i18n._({ id: "booking.created", message: "{name} booked a call for {time}", values }),
    rescheduled: i18n._({ id: "booking.rescheduled", message: "{name} moved the call to {time}", values }),
    cancelled: i18n._({ id: "booking.cancelled", message: "{name} cancelled the call for {time}", values }),
  }[notice.event];
  return renderMail(
    {
      locale,
      to: [{ email: config.mailTo }],
      replyTo: visitorRecipient(inquiry.contact_email, inquiry.contact_name),
      subject: `${sentence} (${inquiry.id})`,
      headers: { "X-Lead-Id": inquiry.id },
      blocks: [
        { paragraph: `${sentence}.` },
        ...staffActions(i18n, person, callReplySubject(notice)),
        {
          rows: [
            [i18n._({ id: "booking.startsAt", message: "Call" }), time],
            ...visitorRows(i18n, inquiry),
            [i18n._(recordColumnLabels.id), inquiry.id],
            [i18n._({ id: "booking.uid", message: "Booking" }), notice.uid],
          ],
        },
        { link: { label: i18n._({ id: "booking.openLead", message: "Open the lead in the inbox" }), href: leadUrl(config, inquiry.id) } },
      ],
    },
    config,
  );
}

/** A call booked in the dialog, as the visitor's confirmation tells it. */
export interface BookedCallMail {
  inquiry: InquiryRow;
  call: CallDetails;
  /** The visitor's time zone (the dialog's, which they could change). */
  timeZone: string;
  rescheduleUrl: string;
  cancelUrl: string;
}

/** The video link as the mail's one button, when the booking has one (a phone call has none). */
function joinBlocks(i18n: I18n, location: string): Block[] {
  if (!/^https?:\/\//.test(location)) return [];
  return [{ button: { label: i18n._({ id: "booking.confirmation.join", message: "Join the call" }), href: location } }];
}

/** The calendar entry's notes: the agenda, then where to move or cancel the call. */
export function calendarNotes(i18n: I18n, mail: Pick<BookedCallMail, "rescheduleUrl" | "cancelUrl">): string {
  return [
    ...callAgenda(i18n).map((item) => `- ${item}`),
    "",
    `${i18n._({ id: "booking.confirmation.reschedule", message: "Move the call" })}: ${mail.rescheduleUrl}`,
    `${i18n._({ id: "booking.confirmation.cancel", message: "Cancel the call" })}: ${mail.cancelUrl}`,
  ].join("\n");
}

/** A choice as the stored inquiry holds it. */
function storedAnswer(inquiry: InquiryRow): (field: OptionField) => string {
  const columns = Object.entries(inquiryColumnFields) as [keyof typeof inquiryColumnFields, string][];
  return (field) => {
    const column = columns.find(([, f]) => f === field)?.[0];
    return column ? inquiry[column] : "";
  };
}

/** What the confirmation says after its greeting: the call first, then what to expect and how to change it. */
function confirmationBody(i18n: I18n, locale: Locale, mail: BookedCallMail, time: string, config: Config): Block[] {
  return [
    // The call first, as the subject has it: a thanks that promised to "get back to you"
    // would read as if nothing had been agreed yet.
    {
      paragraph: i18n._({
        id: "booking.confirmation.intro",
        message: "Your call with {host} is booked for {time}. The calendar file attached adds it to your calendar.",
        values: { host: company.host.name, time },
      }),
    },
    ...joinBlocks(i18n, mail.call.location),
    {
      paragraph: i18n._({
        id: "booking.confirmation.thanks",
        message: "Thank you for telling us about your project. We will read your answers carefully before our call.",
      }),
    },
    { heading: i18n._({ id: "booking.confirmation.hostHeading", message: "You will meet" }) },
    { person: hostPerson(locale, config) },
    { heading: i18n._({ id: "booking.confirmation.agendaHeading", message: "The 30 minutes" }) },
    { lines: callAgenda(i18n) },
    { heading: i18n._({ id: "booking.confirmation.prepareHeading", message: "What to prepare" }) },
    { paragraph: prepareParagraph(i18n) },
    ...choicesSection(i18n, storedAnswer(mail.inquiry)),
    ...firstNeedBlocks(i18n, mail.inquiry.first_need, locale, config.siteUrl),
    { link: { label: i18n._({ id: "booking.confirmation.reschedule", message: "Move the call" }), href: mail.rescheduleUrl } },
    { link: { label: i18n._({ id: "booking.confirmation.cancel", message: "Cancel the call" }), href: mail.cancelUrl } },
    contactParagraph(i18n),
  ];
}

/**
 * The visitor's confirmation of a call booked in the dialog, in their language and time
 * zone. It is their one mail about the inquiry (the acknowledgement held meanwhile is
 * dropped as it is queued), so it carries what the acknowledgement would have: a thanks, the
 * choices they made and how to add something. The call comes as an `.ics` (METHOD:PUBLISH
 * under the booking's iCalUID, so it updates Cal.com's own invitation instead of adding a
 * second event), with Cal.com's pages to move or cancel it (they ask before changing anything).
 */
export function renderBookingConfirmation(mail: BookedCallMail, config: Config): MailMessage {
  const { inquiry } = mail;
  const visitor = { email: inquiry.contact_email, name: inquiry.contact_name, locale: inquiry.locale };
  return visitorMail(visitor, config, (i18n, locale) => {
    // Word for word what the booking step showed them, zone included.
    const time = callTimeInZone(mail.call.start, intlTags[locale], mail.timeZone);
    const file = {
      filename: "call.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: base64Utf8(callCalendarFile(mail.call, calendarNotes(i18n, mail))),
    };
    return {
      subject: confirmationSubject(i18n, time),
      opening: salutationLine(i18n, { name: inquiry.contact_name, salutation: inquiry.salutation }),
      body: confirmationBody(i18n, locale, mail, time, config),
      headers: { "X-Lead-Id": inquiry.id },
      attachments: [file],
    };
  });
}
