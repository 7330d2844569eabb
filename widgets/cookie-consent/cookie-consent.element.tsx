/**
 * `<agency-cookie-consent>`: the custom element and its registration. The class's doc block
 * is the partner contract the custom-elements manifest is generated from.
 */
import { PARTNER_CONSENT_STORAGE_KEY } from "../../contract/consent/keys.ts";
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import { defineOnce, type ElementProps, widgetElement } from "../lib/runtime/element.tsx";
import { codeOrigin, emit } from "../lib/runtime/events.ts";
import { COOKIE_CONSENT_TAG } from "../lib/runtime/tags.ts";
import { loadToasts, type ToastOptions } from "../lib/toast/index.ts";
import { consentCatalog } from "./cookie-consent.catalog.ts";
import type { ConsentController } from "./cookie-consent.controller.ts";
import { cookieConsentStyles } from "./cookie-consent.styles.ts";
import { CookieConsent } from "./cookie-consent.view.tsx";

export { COOKIE_CONSENT_TAG };

declare global {
  interface HTMLElementTagNameMap {
    "agency-cookie-consent": AgencyCookieConsentElement;
  }
}

interface CookieConsentAttributes {
  gtmId?: string;
  privacyUrl?: string;
  apiBase?: string;
  storageKey?: string;
}

/** The confirmation toast shown last, so the banner can take it back when it shows again. */
let notice: Promise<(() => void) | undefined> = Promise.resolve(undefined);

/** Shows the confirmation toast. The toast chunk loads only after a choice, so the banner stays small. */
function notify(options: ToastOptions): void {
  notice = loadToasts().then(
    async ({ ensureToastRegion, toasts }) => {
      await ensureToastRegion();
      const id = toasts.show(options);
      return () => toasts.dismiss(id);
    },
    (error: unknown) => {
      console.error("the toast could not load", error);
      return undefined;
    },
  );
}

/** Ends the last confirmation toast: it must not sit over the banner asking again. */
function endNotice(): void {
  void notice.then((end) => end?.());
}

/** Each element's controller, for its `reopen()` method. */
const controllers = new WeakMap<HTMLElement, ConsentController>();

function CookieConsentElementView({
  host,
  locale,
  gtmId,
  privacyUrl: privacy,
  apiBase,
  storageKey,
}: CookieConsentAttributes & ElementProps) {
  return (
    <CookieConsent
      gtmId={gtmId}
      privacyUrl={privacy || privacyUrl(locale, codeOrigin())}
      apiBase={apiBase ?? codeOrigin()}
      storageKey={storageKey ?? PARTNER_CONSENT_STORAGE_KEY}
      onController={(controller) => controllers.set(host, controller)}
      onChange={(preferences) => {
        if (preferences === null) endNotice();
        emit(host, "agency-consent-change", preferences);
      }}
      notify={notify}
    />
  );
}

/**
 * `<agency-cookie-consent>`: the cookie banner, fixed at the bottom while the visitor has
 * made no choice, and a floating button at the bottom left that withdraws the choice and
 * shows the banner again. Analytics (Google Tag Manager) load only after "Accept All".
 * The embed loader downloads its code as soon as the element is on the page.
 *
 * @attr lang - "en", "de", "fr", "it" or "es" (regional tags speak their language); default: the
 *   nearest `lang` attribute, else `<html lang>`, else English.
 * @attr gtm-id - Google Tag Manager container id (GTM-XXXX); none means no analytics at all.
 * @attr privacy-url - The privacy policy linked from the banner. Default: the agency's, in the banner's language.
 * @attr api-base - Origin of the agency API that records proof of consent; default: where the widget's code came from.
 * @attr theme - `light` (default), `dark` or `auto` (follows the visitor's system setting).
 * @attr storage-key - localStorage key of the visitor's choice. Default `agency-cookie-preferences`, so it never collides with your own keys.
 *
 * @method reopen - Withdraws the stored choice and shows the banner again (what the floating button does).
 *
 * @event {CustomEvent<{ functional: true; analytics: boolean; revision: number; timestamp: string; consentId: string } | null>} agency-consent-change - After a choice (detail: the stored preferences) or a withdrawal (detail: null).
 *
 * @csspart banner - The banner box.
 * @csspart title - Its heading.
 * @csspart body - Its explanation.
 * @csspart privacy-link - The privacy policy link.
 * @csspart gpc-note - The note shown when the browser sends Global Privacy Control.
 * @csspart current-choice - On a reopened banner: the choice in effect now.
 * @csspart close-button - On a reopened banner: closes it and keeps the current choice (Escape does too).
 * @csspart actions - The two buttons' container.
 * @csspart button - Both choice buttons (same style: refusing is as easy as accepting).
 * @csspart accept-button - "Accept All".
 * @csspart functional-button - "Only Functional Cookies".
 * @csspart reopen-button - The floating cookie-settings button.
 *
 * @cssproperty --agency-accent - Button colour (default #1d4ed8).
 * @cssproperty --agency-font - Font family.
 * @cssproperty --agency-font-size - Base size; the banner's text (15/16 of it) and spacing scale with it.
 *   Default `medium` (the visitor's browser setting), never your page's root font size.
 * @cssproperty --agency-radius - Corner radius (default 10px).
 * @cssproperty --agency-cc-bg - Banner background (default white).
 * @cssproperty --agency-cc-text - Banner text colour.
 * @cssproperty --agency-cc-muted - Explanation text colour.
 * @cssproperty --agency-cc-border - Border colour.
 * @cssproperty --agency-cc-button-text - Button text colour.
 */
export class AgencyCookieConsentElement extends widgetElement<CookieConsentAttributes>({
  tag: COOKIE_CONSENT_TAG,
  attributes: ["lang", "gtm-id", "privacy-url", "api-base", "theme", "storage-key"],
  styles: cookieConsentStyles,
  Component: CookieConsentElementView,
  catalogs: [consentCatalog],
  // Its texts are all its own; the toast region loads the shared ones after a choice.
}) {
  /** Withdraws the stored choice and shows the banner again (what the floating button does). */
  reopen(): void {
    controllers.get(this)?.withdraw();
  }
}

defineOnce(COOKIE_CONSENT_TAG, AgencyCookieConsentElement);
