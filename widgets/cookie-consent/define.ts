/** The lazily loaded chunk that registers `<agency-cookie-consent>`. */
import { defineCookieConsent } from "./cookie-consent.element.ts";

defineCookieConsent();
