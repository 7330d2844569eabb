/**
 * The questionnaire's anonymous funnel: its events sent to the agency's API, behind the
 * lazy boundary.
 */
// Types only from the schema's module: the checks below use the contract's own pattern and
// limit, so the questionnaire's chunk carries no second schema.
import type { FunnelEvent, FunnelStep } from "../../contract/funnel/wire.ts";
import { apiPaths, FUNNEL_SOURCE_PATTERN, limits } from "../../contract/limits.ts";
import { apiUrl, originRefused, randomKey } from "./api.ts";
import type { WidgetLocale } from "./locale.ts";

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
  /** The visitor's `utm_campaign`, sent with every event of the opening (already cleaned to the API's limit). */
  campaign?: string;
  /** false: nothing is ever sent (`funnel="off"` on the element). */
  enabled?: boolean;
}

/**
 * What the questionnaire reports. Every method returns at once, never throws, sends at
 * most one request. `lang` is the visitor's language when the event happens (it may have
 * changed since the opening); without it, the opening's.
 */
export interface Funnel {
  /** The dialog opened, showing `step` (1-4: a saved draft may reopen it further on). */
  opened(step?: number, lang?: WidgetLocale): void;
  /** The visitor now sees `step` (1-4). Steps 2, 3 and 4 count once per opening, moving forward only. */
  reached(step: number, lang?: WidgetLocale): void;
  /** The inquiry was stored. */
  submitted(lang?: WidgetLocale): void;
  /** A submission was refused or never answered; said again with the opening's submit, in case it could not leave then. */
  failed(lang?: WidgetLocale): void;
  /** The booking step showed free times. */
  timesShown(lang?: WidgetLocale): void;
  /** A time was booked in the dialog. */
  booked(lang?: WidgetLocale): void;
}

/**
 * The questionnaire's anonymous funnel reporter: counts, not visitors. An event carries
 * the source, the language, the page's `utm_campaign` when it has one, what happened and
 * the opening's id: a random value made anew each time the dialog opens and forgotten
 * with the page. Nothing is stored on or read from the device (no cookie, no storage, no id that outlives the opening), so there is nothing
 * to consent to. The id lets the API count at most one event per opening and step, and a
 * step, submit or fail only for an opening it saw opened.
 *
 * Sent with `navigator.sendBeacon` as `text/plain` (it survives the page closing, and a
 * cross-origin beacon cannot carry `application/json`: that would need a preflight a
 * beacon never makes), else `fetch` with `keepalive` and no credentials. Trouble never
 * reaches the visitor: a lost event is a missing count, nothing more. Once the API has
 * refused the page's origin (its config answer said so), nothing more is sent.
 *
 * @example
 * const funnel = createFunnel({ apiBase: "", source: location.pathname, lang: "en" });
 * funnel.opened();
 * funnel.reached(2, "de");
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
      // No beacon, or the browser refused to queue it (its queue is full).
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
    timesShown(lang) {
      send({ event: "times_shown" }, lang);
    },
    booked(lang) {
      send({ event: "booked" }, lang);
    },
  };
}
