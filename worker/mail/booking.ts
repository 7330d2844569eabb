import { AGENCY_TIME_ZONE, company } from "../../contract/company.ts";
import { hostPerson } from "./host.ts";
import { intlTags, type Locale } from "../../contract/options.ts";
import { base64Utf8, type CallDetails, callCalendarFile } from "../booking/calendar-file.ts";
import type { Config } from "../config.ts";
import type { BookingEvent } from "../db/bookings.ts";
import type { InquiryRow } from "../db/inquiries.ts";
import { greeting, visitorRecipient } from "./greeting.ts";
import { mailI18n } from "./i18n.ts";
import type { MailMessage } from "./message.ts";
import { renderMail } from "./render.ts";
import { mailLocale, signature, visitorFooter } from "./templates.ts";

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
  const values = { name: inquiry.contact_name, time: callTime(notice.startAt, locale) };
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
        {
          rows: [
            [i18n._({ id: "booking.company", message: "Company" }), inquiry.company_name],
            [i18n._({ id: "booking.email", message: "Email" }), inquiry.contact_email],
            [i18n._({ id: "booking.startsAt", message: "Call (Vienna time)" }), values.time],
            [i18n._({ id: "booking.leadId", message: "Lead ID" }), inquiry.id],
            [i18n._({ id: "booking.uid", message: "Booking" }), notice.uid],
          ],
        },
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

/** The call's start in the visitor's zone and language: "Tuesday, 2 December 2026, 14:00 (Europe/Vienna)". */
export function visitorCallTime(iso: string, locale: Locale, timeZone: string): string {
  const time = new Intl.DateTimeFormat(intlTags[locale], {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
  return `${time} (${timeZone.replaceAll("_", " ")})`;
}

/**
 * The visitor's confirmation of a call booked in the dialog, in their language and time
 * zone, with the call as an `.ics` (METHOD:PUBLISH under the booking's iCalUID, so it
 * updates Cal.com's own invitation instead of adding a second event) and Cal.com's pages
 * to move or cancel it (they ask before changing anything).
 */
export function renderBookingConfirmation(mail: BookedCallMail, config: Config): MailMessage {
  const locale = mailLocale(mail.inquiry.locale);
  const i18n = mailI18n(locale);
  const time = visitorCallTime(mail.call.start, locale, mail.timeZone);
  const message = renderMail(
    {
      locale,
      to: [visitorRecipient(mail.inquiry.contact_email, mail.inquiry.contact_name)],
      replyTo: { email: company.email, name: company.name },
      subject: i18n._({ id: "booking.confirmation.subject", message: "Your call on {time}", values: { time } }),
      blocks: [
        { paragraph: greeting(i18n, mail.inquiry.contact_name) },
        {
          paragraph: i18n._({
            id: "booking.confirmation.intro",
            message: "Your call with {host} is booked for {time}. The calendar file attached adds it to your calendar.",
            values: { host: company.host.name, time },
          }),
        },
        { person: hostPerson(locale, config) },
        ...(mail.call.location
          ? [{ link: { label: i18n._({ id: "booking.confirmation.join", message: "Join the call" }), href: mail.call.location } }]
          : []),
        { link: { label: i18n._({ id: "booking.confirmation.reschedule", message: "Move the call" }), href: mail.rescheduleUrl } },
        { link: { label: i18n._({ id: "booking.confirmation.cancel", message: "Cancel the call" }), href: mail.cancelUrl } },
        signature(i18n, locale),
      ],
      footer: visitorFooter(i18n, config),
    },
    config,
  );
  const file = {
    filename: "call.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: base64Utf8(callCalendarFile(mail.call)),
  };
  return { ...message, headers: { ...message.headers, "X-Lead-Id": mail.inquiry.id }, attachments: [file] };
}
