import type { I18n, MessageDescriptor } from "@lingui/core";
import { setupI18n } from "@lingui/core";
import { messages as de } from "../../locales/de/consent.ts";
import { messages as en } from "../../locales/en/consent.ts";
import { resolveLocale, type WidgetLocale } from "../lib/i18n.ts";
import type { ToastOptions } from "../toast/toast-store.ts";
import { type ConsentController, type ConsentView, createConsentController } from "./consent-controller.ts";
import type { ConsentPreferences } from "./consent-storage.ts";
import { cookieConsentStyles } from "./cookie-consent.styles.ts";
import { consentMessages as m } from "./messages.ts";

export const COOKIE_CONSENT_TAG = "agency-cookie-consent";

export interface AgencyConsentChangeEvent extends CustomEvent<ConsentPreferences | null> {}

declare global {
  interface HTMLElementTagNameMap {
    "agency-cookie-consent": HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    "agency-consent-change": AgencyConsentChangeEvent;
  }
}

type Build = {
  banner: HTMLElement;
  title: HTMLElement;
  body: HTMLElement;
  privacy: HTMLAnchorElement;
  gpc: HTMLElement;
  accept: HTMLButtonElement;
  functional: HTMLButtonElement;
  reopen: HTMLButtonElement;
  reopenLabel: HTMLElement;
};

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string>,
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";
const COOKIE_PATH =
  "M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm7 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm-6 3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z";

/** The cookie icon, built node by node: no innerHTML, so pages enforcing Trusted Types work. */
function cookieIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [k, v] of Object.entries({ "aria-hidden": "true", focusable: "false", viewBox: "0 0 24 24", width: "22", height: "22" })) {
    svg.setAttribute(k, v);
  }
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("fill", "currentColor");
  path.setAttribute("d", COOKIE_PATH);
  svg.append(path);
  return svg;
}

/**
 * Where this code was served from: the agency's origin on a partner page (the proof of
 * consent belongs to the agency's API, not the partner's server), the page's own origin
 * on the agency's site.
 */
function codeOrigin(): string {
  const url = new URL(import.meta.url);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : location.origin;
}

/**
 * Shows a toast in the page's one toast region (shared with the other widgets). The
 * region's code (Preact) loads only now, after a choice, so the banner stays small.
 */
function notify(options: ToastOptions): void {
  import("../toast/entry.ts").then(
    async ({ ensureToastRegion, toasts }) => {
      await ensureToastRegion();
      toasts.show(options);
    },
    (error: unknown) => console.error("the toast could not load", error),
  );
}

/**
 * `<agency-cookie-consent>`: the cookie banner, fixed at the bottom while the visitor has
 * made no choice, and a floating button at the bottom left that withdraws the choice and
 * shows the banner again. Analytics (Google Tag Manager) load only after "Accept All".
 * Framework-free on purpose: it is on every page and must stay under 10 KB.
 *
 * @attr lang - "en" or "de"; default: the nearest `lang` attribute, then English.
 * @attr gtm-id - Google Tag Manager container id (GTM-XXXX); none means no analytics at all.
 * @attr privacy-url - The privacy policy linked from the banner.
 * @attr api-base - Origin of the agency API that records proof of consent; default: where the widget's code came from.
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
 * @csspart actions - The two buttons' container.
 * @csspart button - Both choice buttons (same style: refusing is as easy as accepting).
 * @csspart accept-button - "Accept All".
 * @csspart functional-button - "Only Functional Cookies".
 * @csspart reopen-button - The floating cookie-settings button.
 *
 * @cssproperty --agency-accent - Button colour (default #1d4ed8).
 * @cssproperty --agency-font - Font family.
 * @cssproperty --agency-radius - Corner radius (default 10px).
 * @cssproperty --agency-cc-bg - Banner background (default white).
 * @cssproperty --agency-cc-text - Banner text colour.
 * @cssproperty --agency-cc-muted - Explanation text colour.
 * @cssproperty --agency-cc-border - Border colour.
 * @cssproperty --agency-cc-button-text - Button text colour.
 */
export function defineCookieConsent(): void {
  if (typeof customElements === "undefined" || customElements.get(COOKIE_CONSENT_TAG)) return;

  class AgencyCookieConsent extends HTMLElement {
    static observedAttributes = ["lang", "gtm-id", "privacy-url", "api-base"];

    #ui: Build | null = null;
    #i18n: I18n | null = null;
    #locale: WidgetLocale = "en";
    #controller: ConsentController;
    #htmlLang: MutationObserver | null = null;

    constructor() {
      super();
      this.#controller = createConsentController({
        gtmId: () => this.getAttribute("gtm-id"),
        apiBase: () => this.getAttribute("api-base") || codeOrigin(),
        locale: () => this.#locale,
        onView: (view) => this.#show(view),
        onChange: (preferences) => this.#changed(preferences),
      });
    }

    connectedCallback(): void {
      if (!this.#ui) this.#build();
      this.#translate();
      // <html lang> may change after load (a site switching language client-side).
      this.#htmlLang = new MutationObserver(() => this.#translate());
      this.#htmlLang.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
      this.#controller.start();
    }

    disconnectedCallback(): void {
      this.#htmlLang?.disconnect();
    }

    attributeChangedCallback(name: string): void {
      if (!this.#ui) return;
      if (name === "lang") this.#translate();
      if (name === "privacy-url") this.#ui.privacy.href = this.getAttribute("privacy-url") ?? "";
    }

    /** Withdraws the stored choice and shows the banner again (what the floating button does). */
    reopen(): void {
      this.#controller.withdraw();
    }

    #t(descriptor: MessageDescriptor): string {
      return this.#i18n!._(descriptor);
    }

    #build(): void {
      const root = this.attachShadow({ mode: "open" });
      const style = document.createElement("style");
      style.textContent = cookieConsentStyles;
      const title = h("h2", { id: "title", class: "agency-cc-title", part: "title", tabindex: "-1" });
      const body = h("span", {});
      const privacy = h("a", { class: "agency-cc-link", part: "privacy-link", target: "_blank", rel: "noopener" });
      privacy.href = this.getAttribute("privacy-url") ?? "";
      const gpc = h("p", { class: "agency-cc-note", part: "gpc-note", hidden: "" });
      const accept = h("button", { type: "button", class: "agency-cc-button", part: "button accept-button" });
      const functional = h("button", { type: "button", class: "agency-cc-button", part: "button functional-button" });
      accept.addEventListener("click", () => this.#choose(true));
      functional.addEventListener("click", () => this.#choose(false));
      const banner = h(
        "section",
        { class: "agency-cc-banner", part: "banner", role: "region", "aria-labelledby": "title", hidden: "" },
        h("div", { class: "agency-cc-text" }, title, h("p", { class: "agency-cc-body", part: "body" }, body, document.createTextNode(" "), privacy), gpc),
        h("div", { class: "agency-cc-actions", part: "actions" }, accept, functional),
      );
      const reopenLabel = h("span", { class: "agency-cc-visually-hidden" });
      const reopen = h("button", { type: "button", class: "agency-cc-reopen", part: "reopen-button", hidden: "" });
      reopen.append(cookieIcon(), reopenLabel);
      reopen.addEventListener("click", () => {
        this.#controller.withdraw();
        title.focus();
      });
      root.append(style, banner, reopen);
      this.#ui = { banner, title, body, privacy, gpc, accept, functional, reopen, reopenLabel };
    }

    #translate(): void {
      const locale = resolveLocale(this);
      if (!this.#i18n || locale !== this.#locale) {
        this.#locale = locale;
        this.#i18n = setupI18n({ locale, messages: { en, de } });
      }
      const ui = this.#ui;
      if (!ui) return;
      ui.title.textContent = this.#t(m.title);
      ui.body.textContent = this.#t(m.body);
      ui.privacy.textContent = this.#t(m.privacy);
      ui.gpc.textContent = this.#t(m.gpc);
      ui.accept.textContent = this.#t(m.accept);
      ui.functional.textContent = this.#t(m.functional);
      ui.reopen.title = this.#t(m.settings);
      ui.reopenLabel.textContent = this.#t(m.settings);
    }

    #show(view: ConsentView): void {
      const ui = this.#ui;
      if (!ui) return;
      ui.banner.hidden = view !== "banner";
      ui.reopen.hidden = view !== "closed";
      ui.gpc.hidden = !this.#controller.globalPrivacyControl;
    }

    #choose(analytics: boolean): void {
      this.#controller.choose(analytics);
      notify({
        title: this.#t(analytics ? m.accepted : m.functionalAccepted),
        description: this.#t(m.saved),
        variant: "success",
      });
      this.#ui?.reopen.focus();
    }

    #changed(preferences: ConsentPreferences | null): void {
      this.dispatchEvent(new CustomEvent("agency-consent-change", { detail: preferences, bubbles: true, composed: true }));
    }
  }

  customElements.define(COOKIE_CONSENT_TAG, AgencyCookieConsent);
}
