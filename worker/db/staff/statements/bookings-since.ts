/**
 * The calls the calendar reported, as staff check them: a shared statement (see
 * ../../system/statements/query.ts), which the staff CLI inlines.
 */

import type { Query } from "../../system/statements/query.ts";

/**
 * Calendar bookings stored since `since` (an ISO instant), newest first, each with the
 * inquiry it belongs to (its name, address and company), or the attendee's own when no
 * inquiry matched. `unmatched`: only those.
 */
export function bookingsSinceQuery(since: string, unmatched: boolean): Query {
  return {
    sql:
      "SELECT b.id, b.uid, b.event, b.status, b.start_at, b.created_at, b.lead_id, " +
      "COALESCE(i.contact_name, b.attendee_name) AS name, COALESCE(i.contact_email, b.attendee_email) AS email, " +
      "COALESCE(i.company_name, '') AS company, COALESCE(i.campaign, '') AS campaign " +
      "FROM bookings b LEFT JOIN project_inquiries i ON i.id = b.lead_id " +
      `WHERE b.created_at >= ?1${unmatched ? " AND b.lead_id IS NULL" : ""} ORDER BY b.created_at DESC, b.id DESC`,
    params: [since],
  };
}
