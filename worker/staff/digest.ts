/** The cron's morning digest for staff: overdue leads, today's next steps and calls, delivery problems. */
import type { Config } from "../config.ts";
import { deliveryProblems } from "../db/outbox/d1/outbox.ts";
import type { OutboxItem } from "../db/outbox/statements/outbox-items.ts";
import { bookingsBetween, claimDigestStatement, digestHandled, nextStepsOn } from "../db/staff/d1/digest.ts";
import { listStaffLeads } from "../db/staff/d1/leads.ts";
import { storeWithOutbox } from "../outbox/queue.ts";
import { type DigestContent, isEmpty, renderDigest } from "./digest-mail.ts";
import type { StaffSettings } from "./settings.ts";
import { addDays, deadlineAt, isWorkingDay, viennaClock, viennaMidnight } from "./working-days.ts";

/** The hour (Vienna) from which the cron sends the day's digest: the first run at or after it does. */
const DIGEST_HOUR = 8;

/** How far back a failed delivery still counts as news. */
const PROBLEM_DAYS = 7;

/** What a cron run did about the day's digest. */
export type DigestOutcome = "not_due" | "already_handled" | "nothing_to_say" | "queued";

async function gather(db: D1Database, config: Config, staff: StaffSettings, now: Date, day: string): Promise<DigestContent> {
  const deadline = deadlineAt(now, config.responseWorkingDays, staff.holidays);
  const [overdue, nextSteps, bookings, problems] = await Promise.all([
    listStaffLeads(db, { newBefore: deadline.newBefore }, 100, deadline),
    nextStepsOn(db, day),
    bookingsBetween(db, viennaMidnight(day), viennaMidnight(addDays(day, 1))),
    deliveryProblems(db, new Date(now.getTime() - PROBLEM_DAYS * 86_400_000).toISOString()),
  ]);
  return { day, overdue, nextSteps, bookings, problems };
}

/**
 * Queues the day's digest to MAIL_TO on the first cron run at or after 08:00 of a working
 * day, and says what it did. The day is claimed in the mail's batch, so a repeated run never
 * sends it twice.
 */
export async function runDigest(db: D1Database, config: Config, staff: StaffSettings, now: Date): Promise<DigestOutcome> {
  const { day, hour } = viennaClock(now);
  if (staff.off || hour < DIGEST_HOUR || !isWorkingDay(day, staff.holidays)) return "not_due";
  if (await digestHandled(db, day)) return "already_handled";
  const content = await gather(db, config, staff, now, day);
  const at = now.toISOString();
  if (isEmpty(content)) {
    await claimDigestStatement(db, day, at).run();
    return "nothing_to_say";
  }
  const mail: OutboxItem = { channel: "mail", kind: "staff_digest", leadId: `digest:${day}`, message: renderDigest(content, config) };
  try {
    await storeWithOutbox(db, [claimDigestStatement(db, day, at)], [mail], at);
  } catch (err) {
    // Another run claimed the day between our check and our batch: it sends the digest.
    if (await digestHandled(db, day)) return "already_handled";
    throw err;
  }
  return "queued";
}
