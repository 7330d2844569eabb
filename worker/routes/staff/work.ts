import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { enums, literal, nullable, object, optional, pattern, type Struct, size, string, trimmed, union, validate } from "superstruct";
import { leadKindOf, tableKindOf } from "../../../contract/lead-ids.ts";
import type { LeadKind } from "../../../contract/lifecycles.ts";
import { limits } from "../../../contract/limits.ts";
import { rewardChoices } from "../../../contract/reward.ts";
import { type NoteAnswer, type StatusAnswer, staffLimits, type WorkChangeAnswer, type WorkSaveAnswer } from "../../../contract/staff.ts";
import { leadTables } from "../../db/leads/lead-tables.ts";
import { saveLeadWork, undoStatusMove } from "../../db/staff/lead-work.ts";
import { readStaffLead } from "../../db/staff/staff-leads.ts";
import { addLeadNote, type Change, setLeadWork, type WorkField } from "../../db/staff/staff-work.ts";
import type { StaffEnv } from "../../staff/env.ts";
import { staffError } from "../../staff/guard.ts";
import { allowedFrom } from "../../staff/lifecycles.ts";
import { moveLeadStatus, recordLeadReward } from "../../staff/moves.ts";
import type { RewardRecord, RewardRecorded } from "../../staff/reward-record.ts";

const day = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/** What each action accepts; a note is what a person writes in a few lines, not a document. */
const bodies = {
  status: object({ status: string() }),
  note: object({ body: size(trimmed(string()), 1, staffLimits.note) }),
  nextStep: object({ on: nullable(day) }),
  owner: object({ owner: union([literal(""), size(string(), 3, limits.email)]) }),
  reward: object({ reward: nullable(enums(rewardChoices)), paidOn: nullable(day) }),
  // The lead page's one form: whatever it sends is saved together; what it leaves out stays.
  work: object({
    note: optional(size(trimmed(string()), 0, staffLimits.note)),
    nextStepOn: optional(nullable(day)),
    nextStepText: optional(size(trimmed(string()), 0, staffLimits.nextStepText)),
    owner: optional(union([literal(""), size(string(), 3, limits.email)])),
    reward: optional(nullable(enums(rewardChoices))),
    paidOn: optional(nullable(day)),
  }),
  undo: object({}),
};

/** How long after a status move its mover may still take it back. */
const UNDO_MINUTES = 15;

/** The lead the path names, with the change every action on it records. */
interface LeadAtHand {
  change: Change;
  type: LeadKind;
}

type LeadEnv = { Bindings: StaffEnv["Bindings"]; Variables: StaffEnv["Variables"] & { lead: LeadAtHand } };
type StaffContext = Context<LeadEnv, "/:id/*">;

/** The JSON body checked against `struct`; a refusal answer when it is not JSON or does not fit. */
async function readBody<T>(c: StaffContext, struct: Struct<T>): Promise<T | Response> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return staffError(c, 400, "invalid_json");
  }
  const [error, value] = validate(body, struct, { coerce: true });
  return error ? staffError(c, 400, "validation_failed", error.path.join(".")) : value;
}

/** Every action's prelude: the lead the path names as `c.var.lead`, or a 404 answer. */
const withLead = createMiddleware<LeadEnv>(async function withLead(c, next) {
  const id = c.req.param("id") ?? "";
  // The kind comes from the contract's table of kinds, so a new kind of lead is named there
  // (or found nowhere: a 404), never taken for an inquiry.
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
 * won, and a paid day needs a reward chosen).
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
  return staffError(c, 400, "validation_failed", "owner");
}

export const staffWork = new Hono<StaffEnv>();

staffWork.post("/:id/status", withLead, async (c) => {
  const body = await readBody(c, bodies.status);
  if (body instanceof Response) return body;
  const lead = c.var.lead;
  if (!allowedFrom(lead.type, body.status)) return staffError(c, 400, "validation_failed", "status");
  const result = await moveLeadStatus(c, { kind: lead.type, change: lead.change, to: body.status });
  if (!result) return staffError(c, 404, "not_found");
  if (result.refused) return staffError(c, 409, result.refused, "reward");
  if (!result.moved) return staffError(c, 409, "status_not_allowed", { status: result.status });
  return c.json({ status: result.status } satisfies StatusAnswer);
});

staffWork.post("/:id/notes", withLead, async (c) => {
  const body = await readBody(c, bodies.note);
  if (body instanceof Response) return body;
  const lead = c.var.lead;
  return c.json({ id: await addLeadNote(c.env.DB, lead.change, body.body) } satisfies NoteAnswer, 201);
});

/** A route that sets one work field from the validated body. */
function workRoute<T>(struct: Struct<T>, apply: (body: T) => Partial<Record<WorkField, string | null>>) {
  return async (c: StaffContext) => {
    const body = await readBody(c, struct);
    if (body instanceof Response) return body;
    const lead = c.var.lead;
    const fields = apply(body);
    const stranger = ownerRefusal(c, fields.owner);
    if (stranger) return stranger;
    let changed = false;
    for (const [field, value] of Object.entries(fields) as [WorkField, string | null][])
      changed = (await setLeadWork(c.env.DB, lead.change, field, value)) || changed;
    return c.json({ changed } satisfies WorkChangeAnswer);
  };
}

staffWork.post(
  "/:id/next-step",
  withLead,
  workRoute(bodies.nextStep, (b) => ({ next_step_on: b.on })),
);
staffWork.post(
  "/:id/owner",
  withLead,
  workRoute(bodies.owner, (b) => ({ owner: b.owner.toLowerCase() })),
);
// Paying the reward is what "rewarded" means: a won referral whose paid day is saved moves on
// in the same step (its own history row), so staff never record the payment twice.
staffWork.post("/:id/reward", withLead, async (c) => {
  const body = await readBody(c, bodies.reward);
  if (body instanceof Response) return body;
  if (c.var.lead.type !== "referral") return staffError(c, 400, "not_a_referral");
  const recorded = await rewardOrRefusal(c, { reward: body.reward, paidOn: body.paidOn });
  if (recorded instanceof Response) return recorded;
  const moved = recorded.moved?.moved ? { status: recorded.moved.status } : {};
  return c.json({ changed: recorded.changed.length > 0, ...moved } satisfies WorkChangeAnswer);
});

/** The work fields other than the reward a save sets, from the fields the form sent. */
function workFields(body: typeof bodies.work.TYPE): Partial<Record<WorkField, string | null>> {
  const fields: Partial<Record<WorkField, string | null>> = {};
  if (body.nextStepOn !== undefined) fields.next_step_on = body.nextStepOn;
  if (body.nextStepText !== undefined) fields.next_step_text = body.nextStepText;
  if (body.owner !== undefined) fields.owner = body.owner.toLowerCase();
  return fields;
}

/** The reward a save records: a referral's reward fields, when the form sent any. */
function rewardFields(body: typeof bodies.work.TYPE, referral: boolean): RewardRecord | null {
  if (!referral || (body.reward === undefined && body.paidOn === undefined)) return null;
  return { ...(body.reward === undefined ? {} : { reward: body.reward }), ...(body.paidOn === undefined ? {} : { paidOn: body.paidOn }) };
}

// The lead page's one "Save": note, next step (day and what to do) and owner in one batch,
// after a referral's reward, recorded as the reward route does (a paid day moves a won
// referral to rewarded), so a refused reward leaves the whole form unsaved.
staffWork.post("/:id/work", withLead, async (c) => {
  const body = await readBody(c, bodies.work);
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
  return c.json({ changed: [...saved.changed, ...(recorded?.changed ?? [])], noteId: saved.noteId, ...moved } satisfies WorkSaveAnswer);
});

staffWork.post("/:id/status/undo", withLead, async (c) => {
  const body = await readBody(c, bodies.undo);
  if (body instanceof Response) return body;
  const lead = c.var.lead;
  const since = new Date(Date.parse(lead.change.at) - UNDO_MINUTES * 60_000).toISOString();
  const table = leadTables[tableKindOf(lead.type)].table;
  const status = await undoStatusMove(c.env.DB, table, lead.change, since);
  if (status === null) return staffError(c, 409, "undo_not_allowed");
  return c.json({ status } satisfies StatusAnswer);
});
