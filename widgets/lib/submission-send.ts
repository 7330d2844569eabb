import type { FieldErrors } from "../../contract/errors.ts";
import { HONEYPOT_FIELD } from "../../contract/limits.ts";
import { TURNSTILE_FIELD } from "../../contract/turnstile.ts";
import * as api from "./api.ts";
import { firstField } from "./field-errors.ts";
import type { Funnel } from "./funnel.ts";
import type { FailureDetail, PendingStore, SubmissionOptions, SubmissionOutcome, SubmissionSettings } from "./submission-controller.ts";
import type { TurnstileWidget } from "./turnstile.ts";

/** The bot check as the controller keeps it: whether the API asks for one, and its token. */
export interface BotCheckState {
  required: boolean;
  token: string | null;
  widget: TurnstileWidget | null;
}

/** What a submission reads and changes of its controller (`createSubmissionController`). */
export interface Attempt<F extends string, B> {
  options: SubmissionOptions<F, B>;
  /** The settings as they are now (attributes and language may change while it runs). */
  settings(): SubmissionSettings;
  pending: PendingStore;
  botCheck: BotCheckState;
  loadAttribution(): Promise<typeof import("./attribution.ts") | null>;
  /** The form is locked from here until the outcome. */
  lock(): void;
  /** A token is single-use: once the API has checked it, the widget asks for a fresh one. */
  renewToken(): void;
  toFunnel(use: (f: Funnel) => void): void;
}

/**
 * One submission, from the contract's check to the outcome: the code that sends is no
 * part of a form's first use (the controller loads it once the browser is idle after the
 * first render, and at the latest with the first submit).
 */
export async function attempt<F extends string, B>(a: Attempt<F, B>, values: object, honeypot: string): Promise<SubmissionOutcome<F, B>> {
  const { options } = a;
  const settings = a.settings();
  // What the visitor typed is checked first (the rules have long arrived: they load right
  // after the first render). Attribution and the hidden fields are cleaned data, never the
  // reason a lead is refused: the API checks them.
  const input = { ...values, locale: settings.lang, partner: settings.partner, [HONEYPOT_FIELD]: honeypot };
  const check = await options.rules();
  const checked = check ? check(input) : ({ ok: true, value: input as unknown as B } as const);
  if (!checked.ok) {
    const fields: FieldErrors = checked.fields ?? {};
    const first = firstField(options.fields, fields);
    return first ? { kind: "invalid", fields, first } : { kind: "refused", reason: "other" };
  }
  if (a.botCheck.required && !a.botCheck.token) return { kind: "unverified" };
  const token = a.botCheck.token;
  a.lock();
  // Every attempt at one lead sends the same body (the API refuses a key reused with
  // another): wait for attribution's code, which the form loads when it shows, or for its
  // failure, which is then kept, so a retry sends what the first attempt did.
  const loaded = await a.loadAttribution();
  const attribution = loaded?.collectAttribution();
  const hidden = loaded?.hiddenFieldsOf(a.settings().hiddenFields, options.source);
  const body = { ...checked.value, ...(attribution ? { attribution } : {}), ...(hidden ? { hiddenFields: hidden } : {}) };
  return send(a, token ? { ...body, [TURNSTILE_FIELD]: token } : body);
}

/** The POST with the key of this exact body, and its answer as an outcome. */
async function send<F extends string, B>(a: Attempt<F, B>, body: object): Promise<SubmissionOutcome<F, B>> {
  const { options, pending, botCheck } = a;
  const fingerprint = JSON.stringify(body);
  let key = pending.read();
  if (key?.fingerprint !== fingerprint) {
    key = { key: api.createIdempotencyKey(), fingerprint };
    pending.write(key);
  }
  const result = await api.postJson<{ id?: unknown }>(api.apiUrl(a.settings().apiBase, options.path), body, { idempotencyKey: key.key });
  if (result.ok) {
    pending.write(undefined);
    if (botCheck.token) a.renewToken();
    a.toFunnel((f) => f.submitted());
    return { kind: "stored", id: typeof result.data?.id === "string" ? result.data.id : "", body: body as B };
  }
  a.toFunnel((f) => f.failed());
  console.error(`${options.source}: the submission failed (${result.status} ${result.error})`);
  const failure: FailureDetail = { error: result.error, status: result.status };
  const first = result.error === "validation_failed" ? firstField(options.fields, result.fields) : undefined;
  if (first) return { kind: "invalid", fields: result.fields ?? {}, first, failure };
  if (result.error === "network" || result.error === "timeout") return { kind: "offline", failure };
  if (result.error === "bot_check_failed") a.renewToken();
  const reason = result.error === "rate_limited" || result.error === "bot_check_failed" ? result.error : "other";
  return { kind: "refused", reason, failure };
}
