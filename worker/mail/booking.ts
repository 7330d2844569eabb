import { intlTags, type Locale } from "../../contract/options.ts";
import type { Config } from "../config.ts";
import type { BookingEvent } from "../db/bookings.ts";
import type { InquiryRow } from "../db/inquiries.ts";
import { mailI18n } from "./i18n.ts";
import type { MailMessage } from "./message.ts";
import { renderMail } from "./render.ts";

/** A booked call's start on the agency's clock: "Tuesday, 2 June, 10:00" / "Dienstag, 2. Juni, 10:00". */
export function callTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTags[locale], {
    timeZone: "Europe/Vienna",
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
      replyTo: { email: inquiry.contact_email, name: inquiry.contact_name },
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
