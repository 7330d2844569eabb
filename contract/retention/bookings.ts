/** The calls booked through the calendar, as its webhooks report them. */
import { tableRetention } from "./rule.ts";

export const bookingsRetention = tableRetention({
  holds: "personal",
  columns: {
    id: "none",
    uid: "none",
    event: "none",
    lead_id: "none",
    status: "none",
    start_at: "none",
    end_at: "none",
    attendee_name: "detail",
    attendee_email: "address",
    created_at: "none",
    ical_uid: "none",
    location: "none",
    replaces_uid: "none",
  },
  rules: [
    {
      rows: "calls booked, moved or cancelled through the calendar that belong to an inquiry",
      action: "delete",
      period: "lead",
      why: "part of the inquiry's history; they hold no name or address of their own",
    },
    {
      rows: "bookings from the calendar's webhook that matched no inquiry (the attendee's name and address)",
      action: "delete",
      where: { column: "lead_id", equals: null },
      period: { days: 30 },
      countedFrom: ["created_at"],
      cutoff: "unmatchedBookings",
      why: "time for staff to match the call to a lead by hand (`npm run leads -- bookings`)",
    },
  ],
});
