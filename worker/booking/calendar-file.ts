/** The booked call as an iCalendar attachment for the confirmation mail. */
import ical, { ICalCalendarMethod } from "ical-generator";
import { company } from "../../contract/site/company.ts";

/** One booked call, as the calendar file and the confirmation mail show it. */
export interface CallDetails {
  uid: string;
  /** The calendar's own iCalUID: calendars that already hold Cal.com's invite update that event. */
  icalUid: string;
  start: string;
  end: string;
  location: string;
  summary: string;
  description: string;
}

/**
 * The call as an iCalendar file under the booking's iCalUID. METHOD:PUBLISH, not REQUEST:
 * Cal.com already sent the invitation that expects an answer. The video link is both
 * LOCATION and URL (calendars show a join button for either); `notes` go before our contact
 * in the DESCRIPTION.
 */
export function callCalendarFile(call: CallDetails, notes = ""): string {
  const video = /^https?:\/\//.test(call.location) ? call.location : null;
  const calendar = ical({ prodId: { company: company.name, product: "booking", language: "EN" }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: call.icalUid,
    start: new Date(call.start),
    end: new Date(call.end),
    summary: call.summary,
    description: [notes, call.description].filter(Boolean).join("\n\n"),
    location: call.location || null,
    url: video,
    organizer: { name: company.founder.name, email: company.email },
  });
  return calendar.toString();
}

/** The file as a mail attachment's base64 content (UTF-8 first: names may carry umlauts). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
