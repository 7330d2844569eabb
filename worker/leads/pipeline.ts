/**
 * `leadRoute`: the one POST endpoint shape every lead form (inquiries, referrals) is built
 * from, and the webhook event and attribution of a stored lead.
 */
import { type Context, Hono } from "hono";
import { HONEYPOT_FIELD } from "../../contract/limits.ts";
import type { Locale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import type { CheckResult } from "../../contract/validation.ts";
import type { Config } from "../config.ts";
import { insertLeadStatement } from "../db/leads/d1/leads.ts";
import type { LeadColumns, LeadMeta, LeadTable } from "../db/leads/statements/lead-row.ts";
import type { MailKind, OutboxMail } from "../db/outbox/statements/outbox-items.ts";
import { CAP_WINDOW_MS, type CappedMail, withMailboxSlot } from "../db/visitors/d1/mailbox-caps.ts";
import { databaseUnavailable, invalidInput, methodNotAllowed } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";
import { isHoneypotFilled } from "../lib/honeypot.ts";
import { type IdPrefix, newId } from "../lib/ids.ts";
import { type AnswerHook, idempotencyOf, storeOnce } from "../lib/store-once.ts";
import type { LeadMailNotes } from "../mail/staff-notice.ts";
import { requestAttribution } from "../middleware/origin.ts";
import { submissionPipeline } from "../middleware/submission.ts";
import { botCheck } from "../middleware/turnstile.ts";
import { storeAndDeliver } from "../outbox/queue.ts";
import { type WebhookEvent, webhookCalls } from "../outbox/webhooks.ts";

/**
 * The webhook event of a stored lead: its id, time and source, then the submitted fields
 * (without the widget's partner id, which `source` already carries, and the honeypot).
 */
function leadEvent<T extends LeadFields>(type: WebhookEvent["type"], value: T, meta: LeadMeta): WebhookEvent {
  const { partner: _partner, [HONEYPOT_FIELD]: _honeypot, ...fields } = value as T & { [HONEYPOT_FIELD]?: unknown };
  return { type, timestamp: meta.createdAt, data: { id: meta.id, createdAt: meta.createdAt, source: meta.source, ...fields } };
}

/**
 * The lead with `partner` taken from the request's verified Origin instead of the body, so a
 * page can never claim another partner's leads or rewards, and the `source` it is stored under.
 */
function leadSource<T extends LeadFields>(c: Context<AppEnv>, value: T): { value: T; source: string } {
  const { partner, source } = requestAttribution(c);
  return { value: { ...value, partner }, source };
}

export interface LeadFields {
  locale: Locale | "";
  partner: string;
}

/** Renders one mail a stored lead triggers. */
export type LeadMail<T> = (value: T, meta: LeadMeta, config: Config, notes: LeadMailNotes) => MailMessage;

/** What an endpoint that stores a lead plus what it triggers has to provide. */
export interface LeadDefinition<T extends LeadFields> {
  prefix: IdPrefix;
  /** Where the lead is stored. */
  table: LeadTable;
  validate(input: unknown): CheckResult<T>;
  /** The lead's own columns; the ones every lead has (id, time, language, source, idempotency) are added. */
  columns(value: T): LeadColumns;
  /**
   * The mails the stored lead triggers (to the agency, then to the visitor), in the order
   * they are queued. The one `acknowledgement` goes to `acknowledge(value)`, at most once a
   * day per mailbox for its kind (see `CAP_WINDOW_MS`), so its kind is a capped one.
   */
  mails: readonly { kind: MailKind; render: LeadMail<T>; acknowledgement?: true }[];
  /** The address the acknowledgement goes to: the one the visitor typed as their own. */
  acknowledge(value: T): string;
  /** The webhook event type posted to every `WEBHOOK_URLS` entry. */
  event: WebhookEvent["type"];
  /** What the 201 carries besides the id (see `AnswerHook`). */
  answer?: AnswerHook;
  /**
   * Seconds the acknowledgement waits in the outbox before it goes out (0 or absent: at
   * once), for a visitor who may yet replace it by booking a call.
   */
  holdAcknowledgement?(c: Context<AppEnv>): number;
}

/** The lead's mails; `heldUntil` delays the acknowledgement, the agency's notification never waits. */
function leadMails<T extends LeadFields>(
  def: LeadDefinition<T>,
  value: T,
  meta: LeadMeta,
  config: Config,
  sending: { acknowledge: boolean; stored: LeadColumns; heldUntil?: string },
): OutboxMail[] {
  const notes: LeadMailNotes = {
    acknowledgementSkipped: !sending.acknowledge,
    stored: sending.stored,
    held: sending.heldUntil !== undefined,
  };
  return def.mails
    .filter((mail) => sending.acknowledge || !mail.acknowledgement)
    .map(({ kind, render, acknowledgement }) => ({
      channel: "mail",
      kind,
      leadId: meta.id,
      message: render(value, meta, config, notes),
      ...(acknowledgement && sending.heldUntil ? { dueAt: sending.heldUntil } : {}),
    }));
}

/** Until when the acknowledgement waits, or undefined when it goes out at once. */
function heldUntil<T extends LeadFields>(c: Context<AppEnv>, def: LeadDefinition<T>, now: Date): string | undefined {
  const seconds = def.holdAcknowledgement?.(c) ?? 0;
  return seconds > 0 ? new Date(now.getTime() + seconds * 1000).toISOString() : undefined;
}

const isCapped = (kind: MailKind): kind is CappedMail => Object.hasOwn(CAP_WINDOW_MS, kind);

/**
 * The mailbox cap the lead's acknowledgement counts under: its own kind, so an inquiry's
 * acknowledgement never uses up the day's slot of a referral's confirmation.
 */
function acknowledgementCap<T extends LeadFields>(def: LeadDefinition<T>): CappedMail {
  for (const mail of def.mails) if (mail.acknowledgement && isCapped(mail.kind)) return mail.kind;
  throw new Error(`lead route ${def.table}: its acknowledgement is not a capped kind of mail`);
}

/** What travels with a lead for the agency's statistics and partners, never typed by the visitor. */
const SUPPLEMENTARY_FIELDS = ["attribution", "hiddenFields"];

/**
 * The contract's check of a lead, except that when only attribution or hidden fields are
 * refused, the lead is stored without them (with a warning) rather than lost: the visitor
 * typed neither.
 */
function checkLead<T extends LeadFields>(def: LeadDefinition<T>, body: unknown): CheckResult<T> {
  const result = def.validate(body);
  if (result.ok || !result.fields || typeof body !== "object" || body === null) return result;
  const failing = Object.keys(result.fields);
  if (failing.length === 0 || !failing.every((field) => SUPPLEMENTARY_FIELDS.includes(field))) return result;
  console.warn(`lead: ${failing.join(", ")} refused by the contract (${failing.map((f) => result.fields![f]).join(", ")}); stored without`);
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !SUPPLEMENTARY_FIELDS.includes(key)));
  return def.validate(rest);
}

/**
 * A POST endpoint that stores a valid body as a lead, with its mails and webhook calls, in
 * one batch per Idempotency-Key, answers 201 `{ id, ...answer }` and delivers after the
 * answer. Refusals: those of `submissionPipeline` and `botCheck`, 400 for a body the
 * contract refuses, 503 `database_unavailable` when D1 fails. A filled honeypot gets a 201
 * and nothing is stored.
 *
 * @example app.route("/api/inquiries", leadRoute({ ...leadTables.inquiries, validate: validateInquiry, ... }))
 */
export function leadRoute<T extends LeadFields>(def: LeadDefinition<T>): Hono<AppEnv> {
  const cap = acknowledgementCap(def);
  return new Hono<AppEnv>()
    .post("/", ...submissionPipeline("leads"), botCheck(), async function storeLead(c) {
      const body = c.var.body;
      // Looks like success so the bot learns nothing; nothing is stored or sent.
      if (isHoneypotFilled(body)) return c.json({ id: newId(def.prefix), ...def.answer?.body(null) }, 201);

      const result = checkLead(def, body);
      if (!result.ok) return invalidInput(c, result);

      const config = c.var.config;
      const { value, source } = leadSource(c, result.value);
      const now = new Date();
      try {
        const meta: LeadMeta = { id: newId(def.prefix), createdAt: now.toISOString(), locale: value.locale, source };
        const idempotency = await idempotencyOf(c, result.value);
        // One acknowledgement of this kind per mailbox a day, however many leads name it: the
        // lead is stored and notified anyway, only the visitor's repeat mail is left out.
        return await withMailboxSlot(c.env.DB, cap, def.acknowledge(value), now, async (acknowledge) => {
          if (!acknowledge) console.warn(`lead ${meta.id}: no acknowledgement, its mailbox got one in the last 24 h`);
          const columns = def.columns(value);
          const items = [
            ...leadMails(def, value, meta, config, { acknowledge, stored: columns, heldUntil: heldUntil(c, def, now) }),
            ...webhookCalls(leadEvent(def.event, value, meta), meta.id, config),
          ];
          const insert = insertLeadStatement(c.env.DB, def.table, { ...meta, ...idempotency }, columns);
          const store = () => storeAndDeliver(c, [insert], items, meta.createdAt);
          const outcome = await storeOnce(c, def.table, idempotency.bodyHash, store, def.answer);
          // A retry of a stored lead: its acknowledgement, if any, is already on its way.
          if ("answer" in outcome) return { stored: false, answer: outcome.answer };
          return { stored: true, answer: c.json({ id: meta.id, ...def.answer?.body(columns) }, 201) };
        });
      } catch (err) {
        return databaseUnavailable(c, "storing a lead", err);
      }
    })
    .all("/", methodNotAllowed("POST, OPTIONS"));
}
