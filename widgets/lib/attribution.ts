/**
 * Where a lead came from, as the forms send it: the campaign, the referring origin, the
 * landing and form paths, the first touch and a partner's hidden fields.
 */
import type { Attribution, HiddenFields, Touch } from "../../contract/attribution/bounds.ts";
import { cleanAttribution, parseHiddenFields } from "../../contract/attribution/clean.ts";
import { PARTNER_CONSENT_STORAGE_KEY } from "../../contract/consent/keys.ts";
import { utmKeys } from "../../contract/limits.ts";
import { readPreferences } from "./consent.ts";
import { jsonStore } from "./storage.ts";
import { COOKIE_CONSENT_TAG, QUESTIONNAIRE_TAG, REFERRAL_FORM_TAG } from "./tags.ts";

/**
 * Where a lead came from, as the widgets send it with every inquiry and referral: the
 * campaign's `utm_*` values, the referring site's ORIGIN (never its path or query, and
 * never our own page's origin), the path the visitor landed on and the path the form is
 * sent from.
 *
 * By default only the current page view counts and nothing is kept on the device. With
 * analytics consent known to the kit, the first landing of the browser session (first
 * touch) is kept in sessionStorage under `agency-first-touch` and sent as `first`.
 * Consent is known from the agency's cookie banner (its stored choice, and its
 * `agency-consent-change` event) or from the partner declaring it with
 * `analytics-consent="granted"` (or `"denied"`) on any of the kit's elements; the
 * partner's declaration wins over the banner.
 */
export const FIRST_TOUCH_KEY = "agency-first-touch";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const firstTouches = jsonStore<Touch>(FIRST_TOUCH_KEY, "session", (v) => (isRecord(v) ? (cleanAttribution(v) as Touch) : undefined));

/** This page view as it began: the query and path the visitor arrived with (a single-page app may change both later). */
const arrival = typeof location === "undefined" ? { search: "", path: "/" } : { search: location.search, path: location.pathname };

function utmOf(search: string): Touch {
  const params = new URLSearchParams(search);
  const out: Touch = {};
  for (const key of utmKeys) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/** The referring page's origin, only when it is another site's. */
export function referrerOrigin(referrer: string = document.referrer, own: string = location.origin): string | undefined {
  if (!referrer) return undefined;
  try {
    const { origin } = new URL(referrer);
    return origin === "null" || origin === own ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The touch of this page view: its campaign values (now, else as it began), the referrer's origin, the landing path. */
function currentTouch(): Touch {
  const now = utmOf(location.search);
  const utm = Object.keys(now).length > 0 ? now : utmOf(arrival.search);
  const referrer = referrerOrigin();
  return { ...utm, ...(referrer ? { referrer } : {}), landing: arrival.path };
}

/** `true`/`false` when a partner declared it on one of the kit's elements, else undefined. */
function declaredConsent(): boolean | undefined {
  const el = document.querySelector(`:is(${QUESTIONNAIRE_TAG},${REFERRAL_FORM_TAG},${COOKIE_CONSENT_TAG})[analytics-consent]`);
  const value = el?.getAttribute("analytics-consent")?.trim().toLowerCase();
  if (value === "granted" || value === "true") return true;
  if (value === "denied" || value === "false") return false;
  return undefined;
}

/** What the agency's cookie banner on this page stored (its `storage-key`, else the partner default). */
function bannerConsent(): boolean {
  const banner = document.querySelector(COOKIE_CONSENT_TAG);
  if (!banner) return false;
  return readPreferences(banner.getAttribute("storage-key") || PARTNER_CONSENT_STORAGE_KEY)?.analytics === true;
}

/** Analytics consent as the kit knows it now: the partner's declaration, else the banner's stored choice. */
export function analyticsConsent(): boolean {
  return declaredConsent() ?? bannerConsent();
}

/**
 * With consent, keeps this page view as the session's first touch unless one is kept
 * already; without, removes whatever was kept.
 */
export function rememberFirstTouch(consent: boolean = analyticsConsent()): void {
  if (!consent) {
    firstTouches.clear();
    return;
  }
  if (firstTouches.read()) return;
  const touch = cleanAttribution(currentTouch()) as Touch | undefined;
  if (touch) firstTouches.write(touch);
}

/**
 * Everything to send with a lead now, cleaned to what the API accepts; undefined when
 * there is nothing.
 *
 * @example
 * // on https://partner.example/offer?utm_source=newsletter, coming from https://news.example/issue/4
 * collectAttribution() // -> { utm_source: "newsletter", referrer: "https://news.example", landing: "/offer", page: "/offer" }
 */
export function collectAttribution(): Attribution | undefined {
  try {
    const consent = analyticsConsent();
    rememberFirstTouch(consent);
    const first = consent ? firstTouches.read() : undefined;
    return cleanAttribution({ ...currentTouch(), page: location.pathname, ...(first ? { first } : {}) });
  } catch {
    // Attribution is for the agency's statistics: it never stands in the way of a lead.
    return undefined;
  }
}

/** The visitor's `utm_campaign` of this page view, for the funnel. */
export function currentCampaign(): string | undefined {
  try {
    return cleanAttribution(currentTouch())?.utm_campaign;
  } catch {
    return undefined;
  }
}

let listening = false;
/**
 * Follows the banner's choices on this page: a consent keeps the first touch at once, a
 * withdrawal removes it. Once per copy of this module (each form's lazy boundary and the
 * first-touch recorder carry their own): what it does to the kept touch is the same however
 * many copies follow. Returns what stops it.
 */
export function followConsent(): () => void {
  if (listening || typeof document === "undefined") return () => {};
  listening = true;
  rememberFirstTouch();
  const onChange = (event: Event) => {
    const detail = (event as CustomEvent<{ analytics?: unknown } | null>).detail;
    rememberFirstTouch(declaredConsent() ?? detail?.analytics === true);
  };
  document.addEventListener("agency-consent-change", onChange);
  return () => {
    document.removeEventListener("agency-consent-change", onChange);
    listening = false;
  };
}

/**
 * One warning per distinct problem with `hidden-fields` (per form: each form's lazy
 * boundary carries its own copy of this module): the console is told, the form keeps working.
 */
const warned = new Set<string>();

/**
 * A form's hidden fields as they are sent: `value` is the fields, or the `hidden-fields`
 * attribute's JSON (parsed, what is invalid ignored with one warning per problem from
 * `source`); undefined when there are none.
 */
export function hiddenFieldsOf(value: HiddenFields | string | undefined, source: string): HiddenFields | undefined {
  let fields: HiddenFields | undefined;
  if (typeof value === "string") {
    const parsed = parseHiddenFields(value);
    if (parsed.problem && !warned.has(parsed.problem)) {
      warned.add(parsed.problem);
      console.warn(`${source}: ${parsed.problem}`);
    }
    fields = parsed.fields;
  } else fields = value;
  return fields && Object.keys(fields).length > 0 ? fields : undefined;
}
