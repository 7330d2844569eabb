import { type RetentionMonths, readRetentionMonths } from "../../contract/retention/periods.ts";

/**
 * The settings the privacy policy states, taken from the Worker's configuration
 * (wrangler.toml `[vars]`) when the site is built, so the page always says what the
 * Worker really does: change a retention period there and the next build's page changes.
 * The periods (`RETENTION_MONTHS`, `CONSENT_PROOF_MONTHS`, `FUNNEL_RETENTION_MONTHS`) are
 * read with the Worker's own parser and defaults, so a missing or refused value states the
 * default the Worker applies.
 */
export interface PrivacyConfig extends RetentionMonths {
  /** Cloudflare Turnstile protects the forms (`TURNSTILE_SITE_KEY` set). */
  turnstile: boolean;
  /** Leads are forwarded to webhook receivers (`WEBHOOK_URLS` set). */
  webhooks: boolean;
  /** A tag manager container is configured (loads only after consent). */
  tagManager: boolean;
  /** The questionnaire books calls itself through Cal.com's API (`CALCOM_API_URL` and `CALCOM_EVENT_TYPE_ID` set). */
  scheduling: boolean;
}

/** The policy's settings from wrangler.toml `[vars]` and the build's tag manager id. */
export function privacyConfigFromVars(vars: Record<string, string | undefined>, tagManagerId = ""): PrivacyConfig {
  return {
    ...readRetentionMonths(vars),
    turnstile: Boolean(vars.TURNSTILE_SITE_KEY?.trim()),
    webhooks: (vars.WEBHOOK_URLS ?? "").split(",").some((url) => url.trim() !== ""),
    tagManager: tagManagerId.trim() !== "",
    scheduling: Boolean(vars.CALCOM_API_URL?.trim() && vars.CALCOM_EVENT_TYPE_ID?.trim()),
  };
}
