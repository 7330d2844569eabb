/** `/api/staff/leads/:id/*`: what staff do to one lead: move its status, save the work on it, undo a move. */
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { leadKindOf, tableKindOf } from "../../../contract/lead/ids.ts";
import type { LeadKind } from "../../../contract/lead/lifecycles.ts";
import { allowedFrom } from "../../../contract/lead/lifecycles.ts";
import type { StaffAnswers, StaffBody } from "../../../contract/staff/api.ts";
import { leadTables } from "../../db/leads/statements/lead-tables.ts";
import { saveLeadWork, undoStatusMove } from "../../db/staff/d1/lead-work.ts";
import { readStaffLead } from "../../db/staff/d1/leads.ts";
import type { Change } from "../../db/staff/statements/lead-status.ts";
import type { WorkField } from "../../db/staff/statements/work-fields.ts";
import { staffBody } from "../../staff/body.ts";
import type { StaffEnv } from "../../staff/env.ts";
import { staffError } from "../../staff/guard.ts";
import { moveLeadStatus, recordLeadReward } from "../../staff/moves.ts";
import type { RewardRecord, RewardRecorded } from "../../staff/reward-record.ts";

/** How long after a status move its mover may still take it back. */
const UNDO_MINUTES = 15;

/** The lead the path names, with the change every action on it records. */
interface LeadAtHand {
  change: Change;
  type: LeadKind;
}

type LeadEnv = { Bindings: StaffEnv["Bindings"]; Variables: StaffEnv["Variables"] & { lead: LeadAtHand } };
type StaffContext = Context<LeadEnv, "/:id/*">;

/** Every action's prelude: the lead the path names as `c.var.lead`, or a 404 answer. */
const withLead = createMiddleware<LeadEnv>(async function withLead(c, next) {
  const id = c.req.param("id") ?? "";
  const type = leadKindOf(id);
  const found = type && (await readStaffLead(c.env.DB, id));
  if (!found) return staffError(c, 404, "not_found");
  c.set("lead", {
    change: { leadId: id, actor: c.var.staffEmail, at: new Date().toISOString() },
    type,
  });
  await next();
});

/**
 * Records a referral's reward through the use case the staff CLI runs too, so the two never
 * drift; a refusal answers as the route's error (a reward is owed only once the referral is
 * won, a paid day needs a reward chosen, and a closed referral's reward stays as it is).
 */
async function rewardOrRefusal(c: StaffContext, record: RewardRecord): Promise<Exclude<RewardRecorded, { refused: string }> | Response> {
  const recorded = await recordLeadReward(c, c.var.lead.change, record);
  if (recorded.refused === "not_found") return staffError(c, 404, "not_found");
  if (recorded.refused === "reward_missing") return staffError(c, 409, "reward_missing", "reward");
  if (recorded.refused) return staffError(c, 409, recorded.refused);
  return recorded;
}

/** A 400 answer when `owner` (lower-cased by the body's reader) is not one of the staff; none when unset. */
function ownerRefusal(c: StaffContext, owner: string | null | undefined): Response | null {
  if (!owner || c.var.staff.access?.staffEmails.has(owner)) return null;
  return staffError(c, 400, "validation_failed", { fields: { owner: "invalid_option" } });
}

/**
 * `POST /:id/status`, `/:id/work` and `/:id/status/undo`: 404 for an unknown lead, 400 for a
 * refused field, 409 for a move, reward or undo the lifecycle or the undo window refuses.
 */
export const staffWork = new Hono<StaffEnv>();

staffWork.post("/:id/status", withLead, async (c) => {
  const body = await staffBody(c, "/leads/:id/status");
  if (body instanceof Response) return body;
  const lead = c.var.lead;
  if (!allowedFrom(lead.type, body.status)) return staffError(c, 400, "validation_failed", { fields: { status: "invalid_option" } });
  const result = await moveLeadStatus(c, { kind: lead.type, change: lead.change, to: body.status });
  if (!result) return staffError(c, 404, "not_found");
  if (result.refused) return staffError(c, 409, result.refused, "reward");
  if (!result.moved) return staffError(c, 409, "status_not_allowed", { status: result.status });
  return c.json({ status: result.status } satisfies StaffAnswers["/leads/:id/status"]);
});

type WorkBody = StaffBody<"/leads/:id/work">;

/** The work fields other than the reward a save sets, from the fields the form sent. */
function workFields(body: WorkBody): Partial<Record<WorkField, string | null>> {
  const fields: Partial<Record<WorkField, string | null>> = {};
  if (body.nextStepOn !== undefined) fields.next_step_on = body.nextStepOn;
  if (body.nextStepText !== undefined) fields.next_step_text = body.nextStepText;
  if (body.owner !== undefined) fields.owner = body.owner.toLowerCase();
  return fields;
}

/** The reward a save records: a referral's reward fields, when the form sent any. */
function rewardFields(body: WorkBody, referral: boolean): RewardRecord | null {
  if (!referral || (body.reward === undefined && body.paidOn === undefined)) return null;
  return { ...(body.reward === undefined ? {} : { reward: body.reward }), ...(body.paidOn === undefined ? {} : { paidOn: body.paidOn }) };
}

// The reward is recorded before the other fields so that a refused reward leaves the whole form unsaved.
staffWork.post("/:id/work", withLead, async (c) => {
  const body = await staffBody(c, "/leads/:id/work");
  if (body instanceof Response) return body;
  const lead = c.var.lead;
  const fields = workFields(body);
  const stranger = ownerRefusal(c, fields.owner);
  if (stranger) return stranger;
  const reward = rewardFields(body, lead.type === "referral");
  const recorded = reward ? await rewardOrRefusal(c, reward) : null;
  if (recorded instanceof Response) return recorded;
  const saved = await saveLeadWork(c.env.DB, lead.change, fields, body.note || null);
  const moved = recorded?.moved?.moved ? { status: recorded.moved.status } : {};
  return c.json({
    changed: [...saved.changed, ...(recorded?.changed ?? [])],
    noteId: saved.noteId,
    ...moved,
  } satisfies StaffAnswers["/leads/:id/work"]);
});

staffWork.post("/:id/status/undo", withLead, async (c) => {
  const body = await staffBody(c, "/leads/:id/status/undo");
  if (body instanceof Response) return body;
  const lead = c.var.lead;
  const since = new Date(Date.parse(lead.change.at) - UNDO_MINUTES * 60_000).toISOString();
  const table = leadTables[tableKindOf(lead.type)].table;
  const status = await undoStatusMove(c.env.DB, table, lead.change, since);
  if (status === null) return staffError(c, 409, "undo_not_allowed");
  return c.json({ status } satisfies StaffAnswers["/leads/:id/status/undo"]);
});
