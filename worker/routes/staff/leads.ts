/** `/api/staff/leads`: the inbox's list of leads with its filters, and one lead with everything staff see on its page. */
import { Hono } from "hono";
import { leadKindOf } from "../../../contract/lead/ids.ts";
import { lifecycles, nextStates } from "../../../contract/lead/lifecycles.ts";
import { rewardAmount } from "../../../contract/reward.ts";
import type { StaffAnswers } from "../../../contract/staff/api.ts";
import { readLeadWork } from "../../db/staff/d1/lead-work.ts";
import { isStaffLeadOverdue, listLeadOrigins, listRelatedLeads, listStaffLeads, readStaffLead } from "../../db/staff/d1/leads.ts";
import type { LeadListFilter } from "../../db/staff/statements/lead-list.ts";
import type { StaffEnv } from "../../staff/env.ts";
import { staffError } from "../../staff/guard.ts";
import { staffDeadline } from "../../staff/overdue.ts";
import { addDays, viennaMidnight } from "../../staff/working-days.ts";

/** The most lines one inbox answer holds; a filter narrows the rest. */
const INBOX_LIMIT = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ALL_STATUSES = new Set<string>(Object.values(lifecycles).flatMap((lifecycle) => lifecycle.states));

/** The inbox's filters from the query string; a string naming the first bad parameter when one is malformed. */
export function leadFilter(query: Record<string, string>): LeadListFilter | string {
  const filter: LeadListFilter = {};
  const { type, status, source, partner, campaign, from, to, search, overdue, owner } = query;
  if (type) {
    if (type !== "inquiry" && type !== "referral") return "type";
    filter.type = type;
  }
  if (status) {
    if (!ALL_STATUSES.has(status)) return "status";
    filter.statuses = [status];
  }
  // A partner is stored as its id in `source`: both filter the same column.
  if (partner !== undefined || source !== undefined) filter.source = (partner ?? source ?? "").slice(0, 200);
  if (campaign !== undefined) filter.campaign = campaign.slice(0, 200);
  if (from) {
    if (!DAY.test(from)) return "from";
    filter.from = viennaMidnight(from);
  }
  if (to) {
    if (!DAY.test(to)) return "to";
    filter.to = viennaMidnight(addDays(to, 1));
  }
  if (search?.trim()) filter.search = search.trim().slice(0, 100);
  if (overdue === "1") filter.overdue = true;
  // Owners are stored lower-cased, as Access writes staff addresses.
  if (owner?.trim()) filter.owner = owner.trim().toLowerCase().slice(0, 200);
  return filter;
}

/** `GET /` lists leads (400 for a malformed filter); `GET /:id` reads one (404 for an unknown id). */
export const staffLeads = new Hono<StaffEnv>();

staffLeads.get("/", async (c) => {
  const deadline = staffDeadline(c);
  const filter = leadFilter(c.req.query());
  if (typeof filter === "string") return staffError(c, 400, "validation_failed", filter);
  const order = c.req.query("order") === "newest" ? "newest" : "overdue_first";
  const [leads, origins] = await Promise.all([listStaffLeads(c.env.DB, filter, INBOX_LIMIT, deadline, order), listLeadOrigins(c.env.DB)]);
  return c.json({
    leads,
    ...origins,
    limit: INBOX_LIMIT,
    overdue: leads.filter((lead) => lead.overdue).length,
  } satisfies StaffAnswers["/leads"]);
});

staffLeads.get("/:id", async (c) => {
  const id = c.req.param("id");
  const type = leadKindOf(id);
  const found = type && (await readStaffLead(c.env.DB, id));
  if (!found) return staffError(c, 404, "not_found");
  const deadline = staffDeadline(c);
  const status = String(found.lead.status);
  const [work, related, overdue] = await Promise.all([
    readLeadWork(c.env.DB, id),
    listRelatedLeads(c.env.DB, id),
    isStaffLeadOverdue(c.env.DB, id, deadline),
  ]);
  return c.json({
    type,
    ...found,
    ...work,
    overdue,
    rewardAmount: work.work?.reward ? rewardAmount(work.work.reward) : null,
    nextStates: nextStates(type, status),
    related,
  } satisfies StaffAnswers["/leads/:id"]);
});
