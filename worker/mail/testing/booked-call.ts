import { company } from "../../../contract/site/company.ts";
import type { InquiryRow } from "../../db/leads/statements/inquiries.ts";
import type { BookedCallMail } from "../booking.ts";

/** The booked call the confirmation tests render: 1 December 2026, 13:00–13:30 UTC, with its links. */
export function bookedCallMail(inquiry: InquiryRow, timeZone: string, location: string): BookedCallMail {
  return {
    inquiry,
    timeZone,
    call: {
      uid: "bk1",
      icalUid: "bk1@Cal.com",
      start: "2026-12-01T13:00:00.000Z",
      end: "2026-12-01T13:30:00.000Z",
      location,
      summary: "Call",
      description: company.email,
    },
    rescheduleUrl: "https://cal.example/reschedule/bk1",
    cancelUrl: "https://cal.example/booking/bk1?cancel=true",
  };
}
