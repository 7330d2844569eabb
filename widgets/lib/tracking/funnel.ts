/**
 * The questionnaire's anonymous funnel reporter, loaded in its lazy chunk.
 */
// Types only from the wire schema: the checks below use the contract's pattern and limit,
// so the chunk does not bundle the schema.
import type { FollowUpEvent, FunnelEvent, FunnelStep } from "../../../contract/funnel/wire.ts";
import { apiPaths, FUNNEL_SOURCE_PATTERN, limits } from "../../../contract/limits.ts";
import type { WidgetLocale } from "../i18n/locale.ts";
import { apiUrl, originRefused } from "../net/api.ts";
import { randomKey } from "../runtime/random.ts";

export interface FunnelOptions {
  /** Origin (and optional path prefix) of the API; "" means this page's origin. */
  apiBase: string;
  /**
   * Where the questionnaire runs: our page's path, a partner id or the page's origin. A
   * list is tried in order and the first value the API accepts is used (a partner id with
   * spaces falls back to the origin); none acceptable: nothing is sent.
   */
  source: string | readonly string[];
  /** The visitor's language at the opening: an event that brings none is sent in it. */
  lang: WidgetLocale;
  /** `utm_campaign`, sent with every event (already cleaned to the API's limit). */
  campaign?: string;
  /** false: nothing is ever sent (`funnel="off"` on the element). */
  enabled?: boolean;
}

/**
 * The questionnaire's funnel events. Every method returns at once, never throws and sends
 * at most one request. `lang` defaults to the language at the opening.
 */
export interface Funnel {
  /** The dialog opened, showing `step` (1-4: a saved draft may reopen it further on). */
  opened(step?: number, lang?: WidgetLocale): void;
  /** The visitor now sees `step` (1-4). Steps 2, 3 and 4 count once per opening, moving forward only. */
  reached(step: number, lang?: WidgetLocale): void;
  /** The inquiry was stored. */
  submitted(lang?: WidgetLocale): void;
  /** A submission was refused or unanswered; repeated with a later submit, in case it could not be sent. */
  failed(lang?: WidgetLocale): void;
  /** A step after the stored lead reports: free times shown, a time booked in the dialog. */
  followed(event: FollowUpEvent, lang?: WidgetLocale): void;
}

/**
 * The questionnaire's anonymous funnel: a random id per opening, never stored, so there is
 * nothing to consent to. Failures are swallowed; nothing is sent once the origin is refused.
 */
export function createFunnel(options: FunnelOptions): Funnel {
  // The furthest step of the current opening; 0 while closed.
  let furthest = 0;
  // The current opening's random id; undefined before the first opening.
  let opening: string | undefined;
  // Whether a send of this opening failed. A failure without a connection cannot report
  // itself, so the submit that later gets through reports it again; the API counts one
  // fail per opening, so a report that did arrive is not counted twice.
  let failedHere = false;
  const candidates = typeof options.source === "string" ? [options.source] : options.source;

  const send = (what: Pick<FunnelEvent, "event" | "step">, lang = options.lang) => {
    if (options.enabled === false || originRefused(options.apiBase)) return;
    try {
      // A source the API would refuse (a partner id with spaces, an odd path) is not sent at all.
      const source = candidates.find((s) => s.length <= limits.funnelSource && FUNNEL_SOURCE_PATTERN.test(s));
      if (source === undefined) return;
      const campaign = options.campaign;
      const event: FunnelEvent = { ...what, source, lang, ...(opening ? { opening } : {}), ...(campaign ? { campaign } : {}) };
      const body = JSON.stringify(event);
      const url = apiUrl(options.apiBase, apiPaths.events);
      if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, new Blob([body], { type: "text/plain" }))) return;
      // No beacon, or its queue is full. Beacons are `text/plain` because a cross-origin
      // `application/json` needs a preflight, which a beacon never makes.
      void fetch(url, {
        method: "POST",
        body,
        headers: { "content-type": "text/plain" },
        keepalive: true,
        mode: "cors",
        credentials: "omit",
      }).catch(() => undefined);
    } catch {
      // Counting must never break the questionnaire.
    }
  };

  return {
    opened(step = 1, lang) {
      furthest = step;
      failedHere = false;
      opening = randomKey();
      send({ event: "open" }, lang);
    },
    reached(step, lang) {
      if (furthest === 0 || step <= furthest) return;
      furthest = step;
      if (step >= 2 && step <= 4) send({ event: "step", step: step as FunnelStep }, lang);
    },
    submitted(lang) {
      if (failedHere) send({ event: "fail" }, lang);
      send({ event: "submit" }, lang);
    },
    failed(lang) {
      failedHere = true;
      send({ event: "fail" }, lang);
    },
    followed(event, lang) {
      send({ event }, lang);
    },
  };
}
