/** What the staff's morning digest reads, and the claim that sends it once a day. */

import { personColumns } from "../../../../contract/lead/columns/people.ts";
import { closedStates } from "../../../../contract/lead/lifecycles.ts";

export interface DigestNextStep {
  lead_id: string;
  name: string;
  company: string;
  owner: string;
}

export interface DigestBooking {
  lead_id: string | null;
  name: string;
  start_at: string;
}

// A referral is named by the person recommended, as the inbox's line names it: whom staff call.
const { inquiries, referrals } = personColumns;
const NAMES = `
  SELECT id, 'inquiry' AS type, ${inquiries.person.name} AS name, ${inquiries.person.company} AS company, status FROM project_inquiries
  UNION ALL SELECT id, 'referral' AS type, ${referrals.person.name} AS name, ${referrals.person.company} AS company, status FROM referrals`;

/** Leads whose next step is `day` (YYYY-MM-DD) and that are not closed (a final state of their lifecycle). */
export async function nextStepsOn(db: D1Database, day: string): Promise<DigestNextStep[]> {
  const { results } = await db
    .prepare(
      `SELECT w.lead_id, l.name, l.company, w.owner FROM lead_work w JOIN (${NAMES}) l ON l.id = w.lead_id ` +
        "WHERE w.next_step_on = ?1 AND (l.type || ':' || l.status) NOT IN (SELECT value FROM json_each(?2)) ORDER BY l.name",
    )
    .bind(day, JSON.stringify(closedStates))
    .all<DigestNextStep>();
  return results;
}

/** Calls that start between two instants, each booking at its latest event, cancelled ones left out. */
export async function bookingsBetween(db: D1Database, from: string, to: string): Promise<DigestBooking[]> {
  const { results } = await db
    .prepare(
      "SELECT b.lead_id, COALESCE(i.contact_name, b.attendee_name) AS name, b.start_at FROM bookings b " +
        "LEFT JOIN project_inquiries i ON i.id = b.lead_id " +
        "WHERE b.created_at = (SELECT MAX(created_at) FROM bookings x WHERE x.uid = b.uid) " +
        "AND b.status <> 'cancelled' AND b.start_at >= ?1 AND b.start_at < ?2 ORDER BY b.start_at",
    )
    .bind(from, to)
    .all<DigestBooking>();
  return results;
}

/** Whether the digest of `day` was already handled (sent, or found empty). */
export async function digestHandled(db: D1Database, day: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS done FROM staff_digests WHERE day = ?1").bind(day).first<number>("done")) !== null;
}

/**
 * Marks `day` handled. In the same batch as the digest's outbox row: the primary key makes a
 * second run's batch fail as a whole, so a retried or overlapping cron run never queues it twice.
 */
export function claimDigestStatement(db: D1Database, day: string, now: string): D1PreparedStatement {
  return db.prepare("INSERT INTO staff_digests (day, queued_at) VALUES (?1, ?2)").bind(day, now);
}
