/**
 * Every event the widgets fire, typed once, and the one `emit` that fires them.
 */
import type { ConsentPreferences } from "../../contract/consent/keys.ts";
import type { ErrorCode } from "../../contract/errors.ts";

/** `agency-questionnaire-submitted`, `agency-referral-submitted`: the lead is stored; `id` is the API's id. */
export interface SubmittedDetail {
  id: string;
}

/**
 * `agency-questionnaire-error`, `agency-referral-error`: a submission failed. `status` is the
 * HTTP status, 0 when no answer came (`network`, `timeout`). The form keeps everything typed.
 */
export interface FailedDetail {
  error: ErrorCode | "network" | "timeout";
  status: number;
}

/**
 * Every event the widgets fire and its detail, in one place: `emit` takes only these
 * pairs, and a page's listeners get them typed (GlobalEventHandlersEventMap below).
 */
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
  // The map's members, declared for `addEventListener` and `on...` props on any element.
  interface GlobalEventHandlersEventMap extends WidgetEvents {}
}

/**
 * Dispatches one of the widgets' prefixed events from the element: bubbling and composed,
 * so a listener on the document hears it through the shadow boundary.
 */
export function emit<K extends WidgetEventName>(host: Element, type: K, detail: WidgetEventMap[K]): void {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Where the widget's code was served from: the agency's origin, also on a partner page,
 * so it is the default API base (the Worker serves both).
 */
export function codeOrigin(): string {
  return new URL(import.meta.url).origin;
}
