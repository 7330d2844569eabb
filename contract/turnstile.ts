/** Cloudflare Turnstile, optional: with a site key `GET /api/config` says so and forms send the token in this field. */
export const TURNSTILE_FIELD = "turnstileToken";

/** Where the browser loads the Turnstile widget from (also its CSP source). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** `GET /api/config`: what a form needs to know before it renders. */
export interface PublicConfig {
  /** null: Turnstile is off, send no token. */
  turnstile: { siteKey: string } | null;
  /** Whether the questionnaire can book the call in the dialog (the Worker reaches a calendar); false: the booking page opens. */
  scheduling?: boolean;
}
