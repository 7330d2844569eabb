/**
 * The loader's `first-touch` chunk: records the session's first landing while analytics
 * consent is given, and follows later banner choices. The loader imports it only where
 * consent may be given, so a page without consent never downloads it.
 */
import { followConsent } from "./attribution.ts";

followConsent();
