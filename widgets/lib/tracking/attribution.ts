/**
 * Attribution sent with every lead: `utm_*`, the referring origin (never its path), landing
 * and form paths, the first touch (kept only with analytics consent) and hidden fields.
 */
import type { Attribution, HiddenFields, Touch } from "../../../contract/attribution/bounds.ts";
import { cleanAttribution, parseHiddenFields } from "../../../contract/attribution/clean.ts";
import { PARTNER_CONSENT_STORAGE_KEY } from "../../../contract/consent/keys.ts";
import { utmKeys } from "../../../contract/limits.ts";
import { jsonStore } from "../runtime/storage.ts";
import { COOKIE_CONSENT_TAG, QUESTIONNAIRE_TAG, REFERRAL_FORM_TAG } from "../runtime/tags.ts";
import { readPreferences } from "./consent.ts";

/** The sessionStorage key of the first touch. */
export const FIRST_TOUCH_KEY = "agency-first-touch";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const firstTouches = jsonStore<Touch>(FIRST_TOUCH_KEY, "session", (v) => (isRecord(v) ? (cleanAttribution(v) as Touch) : undefined));

/** The query and path this page view began with: a single-page app may change both later. */
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

/** Returns the referrer's origin, or undefined when there is none or it is this site. */
export function referrerOrigin(referrer: string = document.referrer, own: string = location.origin): string | undefined {
  if (!referrer) return undefined;
  try {
    const { origin } = new URL(referrer);
    return origin === "null" || origin === own ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** This page view's touch: campaign values (current, else at arrival), referrer origin, landing path. */
function currentTouch(): Touch {
  const now = utmOf(location.search);
  const utm = Object.keys(now).length > 0 ? now : utmOf(arrival.search);
  const referrer = referrerOrigin();
  return { ...utm, ...(referrer ? { referrer } : {}), landing: arrival.path };
}

/** The partner's `analytics-consent` attribute on any kit element, or undefined without one. */
function declaredConsent(): boolean | undefined {
  const el = document.querySelector(`:is(${QUESTIONNAIRE_TAG},${REFERRAL_FORM_TAG},${COOKIE_CONSENT_TAG})[analytics-consent]`);
  const value = el?.getAttribute("analytics-consent")?.trim().toLowerCase();
  if (value === "granted" || value === "true") return true;
  if (value === "denied" || value === "false") return false;
  return undefined;
}

/** Whether the banner on this page stored analytics consent (under its `storage-key`, else the partner default). */
function bannerConsent(): boolean {
  const banner = document.querySelector(COOKIE_CONSENT_TAG);
  if (!banner) return false;
  return readPreferences(banner.getAttribute("storage-key") || PARTNER_CONSENT_STORAGE_KEY)?.analytics === true;
}

/** Analytics consent: the partner's declaration wins over the banner's stored choice. */
export function analyticsConsent(): boolean {
  return declaredConsent() ?? bannerConsent();
}

/** With consent, stores this page view as the first touch unless one exists; without, clears it. */
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
 * Returns the attribution to send with a lead, cleaned to what the API accepts, or
 * undefined when there is none. Never throws.
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

/** This page view's `utm_campaign`, for the funnel; never throws. */
export function currentCampaign(): string | undefined {
  try {
    return cleanAttribution(currentTouch())?.utm_campaign;
  } catch {
    return undefined;
  }
}

// Per bundled copy, not per page, on purpose: each copy (one per form's chunk, one in the
// first-touch recorder) writes the same first touch, so a second listener is only redundant.
let listening = false;
/**
 * Keeps the first touch in step with the banner's `agency-consent-change` events, once per
 * copy of this module however many forms share it.
 * @returns a function that stops listening
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

/** `hidden-fields` problems already warned about: one console warning each, the form keeps working. */
const warned = new Set<string>();

/**
 * Returns a form's hidden fields from an object or the `hidden-fields` attribute's JSON,
 * or undefined when there are none. Invalid entries are dropped with a warning naming `source`.
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
