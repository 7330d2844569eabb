/**
 * The staff's list of leads (inquiries and referrals in one), as shared statements (see
 * ../../system/statements/query.ts): one filter vocabulary, one overdue rule and one search over the contract's
 * `personColumns`. The inbox, its export and the digest bind them to D1; the CLI's `list`
 * inlines them, so a filter means the same whichever tool staff use.
 */

import { type PersonColumns, personColumns } from "../../../../contract/lead/columns/people.ts";
import { tableKindOf } from "../../../../contract/lead/ids.ts";
import { closedStates, type LeadKind, openingStates } from "../../../../contract/lead/lifecycles.ts";
import { leadTables } from "../../leads/statements/lead-tables.ts";
import type { Query, SqlParam } from "../../system/statements/query.ts";
import { likePattern, searchCondition } from "./search.ts";

/** What narrows the list; every value is validated (by the route, by the CLI's parser) before it gets here. */
export interface LeadListFilter {
  type?: LeadKind;
  /** Only leads in one of these statuses. */
  statuses?: readonly string[];
  /** An exact stored source (a partner id or an origin). */
  source?: string;
  campaign?: string;
  /** UTC ISO instants: created at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Part of the name, company or address, in any case (umlauts and other Latin-1 letters too). */
  search?: string;
  /** Only leads this staff member (a lower-case address) owns. */
  owner?: string;
  /** Only leads still in their first state and created before this instant (the answer deadline). */
  newBefore?: string;
  /** Only overdue leads: past the answer deadline or a missed next step. */
  overdue?: boolean;
}

/** The two days a lead is overdue against (`deadlineAt` in worker/staff/working-days.ts computes them). */
export interface Deadline {
  /** UTC ISO instant: a lead nobody answered, created before it, has waited too long. */
  newBefore: string;
  /** Vienna's date today: a next step on an earlier day was missed. */
  today: string;
}

/** How the list is sorted: overdue leads on top, or simply newest first. */
export type LeadListOrder = "overdue_first" | "newest";

/** The columns a line names someone by, the person's and then (a referral's) the referrer's, as `LEADS` names them. */
const LINE_PERSON = ["name", "company", "email"] as const;
const LINE_REFERRER = ["referrer", "referrer_company", "referrer_email"] as const;

/** `who`'s columns under the line's names `as`; empty text when the table has no such person. */
const selectPerson = (who: PersonColumns | undefined, as: readonly [string, string, string]) =>
  [who?.name, who?.company, who?.email].map((column, i) => `${column ?? "''"} AS ${as[i]}`).join(", ");

/** Both kinds of lead as lines. A referral's line names the person recommended (whom staff call), with its referrer beside. */
export const LEADS = `
  SELECT id, 'inquiry' AS type, created_at, status, source, campaign, ${selectPerson(personColumns.inquiries.person, LINE_PERSON)},
    ${selectPerson(undefined, LINE_REFERRER)} FROM ${leadTables.inquiries.table}
  UNION ALL
  SELECT id, 'referral' AS type, created_at, status, source, campaign, ${selectPerson(personColumns.referrals.person, LINE_PERSON)},
    ${selectPerson(personColumns.referrals.referrer, LINE_REFERRER)} FROM ${leadTables.referrals.table}`;

/** The same person: the same address, or the same name (ASCII letters in any case). */
export const SAME_PERSON = `(lower(d.email) = lower(l.email) OR (l.name <> '' AND lower(d.name) = lower(l.name)))`;

const SAME_PERSON_COUNT = `(SELECT COUNT(*) FROM leads d WHERE d.id <> l.id AND ${SAME_PERSON})`;

const BOOKING_START = `(SELECT b.start_at FROM bookings b WHERE b.lead_id = l.id ORDER BY b.created_at DESC, b.id DESC LIMIT 1)`;

/** The lead is still in its lifecycle's first state (?4, `type:status` as JSON): nobody has answered it yet. */
const UNANSWERED = `(l.type || ':' || l.status) IN (SELECT value FROM json_each(?4))`;

/**
 * 1 when the lead is overdue: unanswered after the answer deadline (?1), or its next step
 * was due before today (?2) and the lead is not closed (?3, `type:status` as JSON). The one
 * statement of the rule: the list, its filter and a single lead's page all read it.
 */
const OVERDUE = `(CASE WHEN (${UNANSWERED} AND l.created_at < ?1) OR (w.next_step_on < ?2 AND (l.type || ':' || l.status) NOT IN (SELECT value FROM json_each(?3))) THEN 1 ELSE 0 END)`;

/** ?1 to ?4 of `OVERDUE`. */
const overdueParams = (deadline: Deadline): SqlParam[] => [
  deadline.newBefore,
  deadline.today,
  JSON.stringify(closedStates),
  JSON.stringify(openingStates),
];

/** The lines `LEADS` holds with the staff's work beside (`w`), which every list statement reads from. */
const FROM = `FROM leads l LEFT JOIN lead_work w ON w.lead_id = l.id`;

/** The conditions of `filter` over `l` and `w`, numbered after `OVERDUE`'s parameters. */
function whereOf(filter: LeadListFilter, deadline: Deadline): { sql: string; params: SqlParam[] } {
  const conditions: string[] = [];
  const params = overdueParams(deadline);
  const next = (value: SqlParam) => `?${params.push(value)}`;
  if (filter.type) conditions.push(`l.type = ${next(filter.type)}`);
  if (filter.statuses?.length) conditions.push(`l.status IN (SELECT value FROM json_each(${next(JSON.stringify(filter.statuses))}))`);
  if (filter.source !== undefined) conditions.push(`l.source = ${next(filter.source)}`);
  if (filter.campaign !== undefined) conditions.push(`l.campaign = ${next(filter.campaign)}`);
  if (filter.from) conditions.push(`l.created_at >= ${next(filter.from)}`);
  if (filter.to) conditions.push(`l.created_at < ${next(filter.to)}`);
  if (filter.owner !== undefined) conditions.push(`w.owner = ${next(filter.owner)}`);
  if (filter.newBefore) conditions.push(`${UNANSWERED} AND l.created_at < ${next(filter.newBefore)}`);
  if (filter.overdue) conditions.push(`${OVERDUE} = 1`);
  if (filter.search) {
    const columns = [...LINE_PERSON, ...LINE_REFERRER].map((column) => `l.${column}`);
    conditions.push(searchCondition(columns, params.push(likePattern(filter.search))));
  }
  return { sql: conditions.length ? ` WHERE ${conditions.join(" AND ")}` : "", params };
}

/** What to read and how much: at most `limit` lines, newest first (overdue ones before the rest for "overdue_first"). */
export interface LeadListPage {
  limit: number;
  order?: LeadListOrder;
}

function listed(select: string, join: string, filter: LeadListFilter, deadline: Deadline, page: LeadListPage): Query {
  const where = whereOf(filter, deadline);
  const first = page.order === "overdue_first" ? "overdue DESC, " : "";
  return {
    sql: `WITH leads AS (${LEADS}) SELECT ${select}, w.owner, ${OVERDUE} AS overdue ${FROM}${join}${where.sql} ORDER BY ${first}l.created_at DESC, l.id DESC LIMIT ?${where.params.length + 1}`,
    params: [...where.params, page.limit],
  };
}

/** The inbox's lines (`StaffLeadRow` with `overdue` as 0 or 1). */
export function leadListQuery(filter: LeadListFilter, deadline: Deadline, page: LeadListPage): Query {
  const line = `l.*, w.next_step_on, w.next_step_text, ${BOOKING_START} AS booking_start, ${SAME_PERSON_COUNT} AS same_person`;
  return listed(line, "", filter, deadline, page);
}

/**
 * The same list with each lead's own row (every column of its table) instead of the line,
 * for one kind: what the CLI's table shows, found by the inbox's filter.
 */
export function leadRowsQuery(kind: LeadKind, filter: LeadListFilter, deadline: Deadline, page: LeadListPage): Query {
  const join = ` JOIN ${leadTables[tableKindOf(kind)].table} t ON t.id = l.id`;
  return listed("t.*", join, { ...filter, type: kind }, deadline, page);
}

/** Whether the lead `id` is overdue (0 or 1), by the list's own rule: a lead the filter finds is a lead its page marks overdue. */
export function leadOverdueQuery(id: string, deadline: Deadline): Query {
  const params = overdueParams(deadline);
  return {
    sql: `WITH leads AS (${LEADS}) SELECT ${OVERDUE} AS overdue ${FROM} WHERE l.id = ?${params.length + 1}`,
    params: [...params, id],
  };
}
