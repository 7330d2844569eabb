/**
 * The code that sends, behind a form's lazy boundary: the rules' one run per submit on
 * the body sent, the body and its idempotency key, the POST and its outcome (plain data in
 * and out).
 */
import type { FieldErrors } from "../../../contract/errors.ts";
import { HONEYPOT_FIELD } from "../../../contract/limits.ts";
import { TURNSTILE_FIELD } from "../../../contract/turnstile.ts";
import * as api from "../net/api.ts";
import type { FailedDetail } from "../runtime/events.ts";
import { collectAttribution, hiddenFieldsOf } from "../tracking/attribution.ts";
import { firstField } from "../ui/field-errors.ts";
import type { FormCheck, PendingSubmission, SendRequest, SendResult, SubmissionOutcome } from "./types.ts";

// What a form sends behind its lazy boundary: plain data in, plain data out. The form's
// controller keeps its state (the lock, the pending key, the bot check) and decides from
// what these return; nothing here calls back into it, and no function crosses the boundary.

/** The body the contract accepts, or the outcome that refuses what was typed. */
export type Checked<F extends string, B> = { ok: true; value: B } | { ok: false; outcome: SubmissionOutcome<F, B> };

/**
 * The contract's check of what the visitor typed, with the language, the partner and the
 * honeypot: the one run of the rules per submit. Attribution and the hidden fields are
 * cleaned data, never the reason a lead is refused (the API checks them).
 */
function checkSubmission<F extends string, B>(rules: FormCheck<B>, request: SendRequest<F>): Checked<F, B> {
  const { settings } = request;
  const checked = rules({ ...request.values, locale: settings.lang, partner: settings.partner, [HONEYPOT_FIELD]: request.honeypot });
  if (checked.ok) return { ok: true, value: checked.value };
  const fields: FieldErrors = checked.fields ?? {};
  const first = firstField(request.fields, fields);
  return { ok: false, outcome: first ? { kind: "invalid", fields, first } : { kind: "refused", reason: "other" } };
}

/** The body to send and the key of this exact body (the last attempt's, when the body is the same). */
export interface Prepared {
  body: object;
  pending: PendingSubmission;
}

/**
 * The checked body with where the lead came from and the partner's hidden fields, and its
 * idempotency key: every attempt at one lead sends the same body (the API refuses a key
 * reused with another), so a retry of the same data reuses the key.
 */
function preparedBody<F extends string>(request: SendRequest<F>, checked: object): Prepared {
  const attribution = collectAttribution();
  const hidden = hiddenFieldsOf(request.settings.hiddenFields, request.source);
  const body = { ...checked, ...(attribution ? { attribution } : {}), ...(hidden ? { hiddenFields: hidden } : {}) };
  const fingerprint = JSON.stringify(body);
  const pending = request.pending?.fingerprint === fingerprint ? request.pending : { key: api.createIdempotencyKey(), fingerprint };
  return { body, pending };
}

/** The POST of a prepared body, with the bot check's token, and its answer as an outcome. */
export async function postSubmission<F extends string, B>(request: SendRequest<F>, prepared: Prepared): Promise<SendResult<F, B>> {
  const { body, pending } = prepared;
  const sent = request.token ? { ...body, [TURNSTILE_FIELD]: request.token } : body;
  const result = await api.postJson<{ id?: unknown; bookingToken?: unknown }>(api.apiUrl(request.settings.apiBase, request.path), sent, {
    idempotencyKey: pending.key,
  });
  if (result.ok) {
    const id = typeof result.data?.id === "string" ? result.data.id : "";
    const token = result.data?.bookingToken;
    const stored = { kind: "stored" as const, id, body: body as B, ...(typeof token === "string" ? { bookingToken: token } : {}) };
    return { outcome: stored, pending: undefined, tokenUsed: request.token !== null };
  }
  // A refused origin is the partner developer's to fix: say what to ask for.
  const refused =
    result.error === "origin_not_allowed"
      ? `: this page's origin ${location.origin} is not in the API's ALLOWED_ORIGINS setting; ask the agency to add it`
      : "";
  console.error(`${request.source}: the submission failed (${result.status} ${result.error})${refused}`);
  const failure: FailedDetail = { error: result.error, status: result.status };
  const tokenUsed = result.error === "bot_check_failed";
  const first = result.error === "validation_failed" ? firstField(request.fields, result.fields) : undefined;
  if (first) return { outcome: { kind: "invalid", fields: result.fields ?? {}, first, failure }, pending, tokenUsed };
  if (result.error === "network" || result.error === "timeout") return { outcome: { kind: "offline", failure }, pending, tokenUsed };
  const reason = result.error === "rate_limited" || result.error === "bot_check_failed" ? result.error : "other";
  return { outcome: { kind: "refused", reason, failure }, pending, tokenUsed };
}

/** The body ready to send, or the outcome that ends a submission before anything is sent. */
export type Ready<F extends string, B> = { ok: true; prepared: Prepared } | { ok: false; outcome: SubmissionOutcome<F, B> };

/**
 * The first half of one submission, before anything is sent: the rules' one run, then the
 * bot check (`unverified`: it is required and has no token yet), then the body and its key.
 * The controller locks the form and keeps the key before it posts the body
 * (`postSubmission`), so a reload meanwhile keeps it.
 */
export function prepareSubmission<F extends string, B>(rules: FormCheck<B>, request: SendRequest<F>, unverified: boolean): Ready<F, B> {
  const checked = checkSubmission<F, B>(rules, request);
  if (!checked.ok) return checked;
  if (unverified) return { ok: false, outcome: { kind: "unverified" } };
  return { ok: true, prepared: preparedBody(request, checked.value as object) };
}
