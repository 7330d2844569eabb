/**
 * The widgets' DOM events, typed once, and `emit`, which fires them.
 */
import type { ConsentPreferences } from "../../../contract/consent/keys.ts";
import type { FailureDetail } from "../../../contract/errors.ts";

/** `agency-questionnaire-submitted`, `agency-referral-submitted`: the lead is stored; `id` is the API's id. */
export interface SubmittedDetail {
  id: string;
}

/**
 * `agency-questionnaire-error`, `agency-referral-error`: a submission failed. The form keeps
 * everything typed.
 */
export type FailedDetail = FailureDetail;

/** Every event the widgets fire and its detail; also declared in GlobalEventHandlersEventMap for listeners. */
export interface WidgetEventMap {
  "agency-questionnaire-open": undefined;
  "agency-questionnaire-close": undefined;
  "agency-questionnaire-submitted": SubmittedDetail;
  "agency-questionnaire-error": FailedDetail;
  "agency-referral-submitted": SubmittedDetail;
  "agency-referral-error": FailedDetail;
  /** The visitor's choice, or null once it is withdrawn. */
  "agency-consent-change": ConsentPreferences | null;
}

export type WidgetEventName = keyof WidgetEventMap;

type WidgetEvents = { [K in WidgetEventName]: CustomEvent<WidgetEventMap[K]> };

declare global {
  interface GlobalEventHandlersEventMap extends WidgetEvents {}
}

/** Dispatches a widget event from `host`, bubbling and composed so document listeners hear it. */
export function emit<K extends WidgetEventName>(host: Element, type: K, detail: WidgetEventMap[K]): void {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Returns the origin the widget's code was served from. It is the default API base, as the
 * Worker serves both, also on a partner page.
 */
export function codeOrigin(): string {
  return new URL(import.meta.url).origin;
}
