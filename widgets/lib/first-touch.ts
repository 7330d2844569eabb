/**
 * The loader's `first-touch` chunk: keeps the session's first landing (campaign values,
 * referring origin, landing path) while the visitor has given analytics consent, and follows
 * the banner's later choices. The loader imports it only where consent may be given (a
 * partner's `analytics-consent`, a stored choice with analytics, or a choice made on the
 * page), so a page without consent never downloads it. The forms send what it kept.
 */
import { followConsent } from "./attribution.ts";

followConsent();
