/**
 * The embed loader (`<script src="https://<site>/widgets/agency-widgets.js" defer>`): a
 * framework-free autoloader that imports each element's chunk, together with the chunks it
 * imports, once the element is needed, and exposes `window.AgencyWidgets`. When each chunk
 * loads is described in docs/architecture.md ("The widgets"); including the script twice is harmless.
 */
import { PARTNER_CONSENT_STORAGE_KEY } from "../contract/consent/keys.ts";
import { type ChunkName, chunkUrls, scriptBase } from "./lib/runtime/chunks.ts";
import { inHostModal, reachable, whenIdle } from "./lib/runtime/dom.ts";
import { importModule } from "./lib/runtime/import-module.js";
import { COOKIE_CONSENT_TAG, QUESTIONNAIRE_TAG, QUESTIONNAIRE_TRIGGER, REFERRAL_FORM_TAG } from "./lib/runtime/tags.ts";
import type { ToastModule, ToastOptions } from "./lib/toast/index.ts";

export interface AgencyWidgetsApi {
  version: string;
  /** Shows a toast on the host page, replacing any other; resolves to its id, or 0 while the questionnaire's dialog is open. */
  toast(options: ToastOptions): Promise<number>;
  /** Opens the first `<agency-questionnaire>`, created if there is none. */
  openQuestionnaire(): void;
  /**
   * Loads the element's code now and resolves with its class once `tag` is defined.
   * Rejects for a tag that is not one of ours, or when the code cannot be loaded.
   */
  ready(tag: WidgetTag): Promise<CustomElementConstructor>;
}

/** The tags the loader defines. */
export type WidgetTag = typeof QUESTIONNAIRE_TAG | typeof REFERRAL_FORM_TAG | typeof COOKIE_CONSENT_TAG;

/** Which chunk defines each tag. */
const CHUNK_OF: Record<WidgetTag, ChunkName> = {
  [QUESTIONNAIRE_TAG]: "questionnaire",
  [REFERRAL_FORM_TAG]: "referral-form",
  [COOKIE_CONSENT_TAG]: "cookie-consent",
};

declare global {
  interface Window {
    AgencyWidgets?: AgencyWidgetsApi;
  }
}

type QuestionnaireElement = HTMLElement & { open: boolean; show(opener?: HTMLElement | null): void };

/**
 * Links that open the questionnaire where a page cannot add attributes (a CMS button or menu
 * entry). Matched exactly, so the page's own anchors (`#agency-questionnaire-faq`) stay its own.
 */
const HASH_LINKS = '[href="#agency-questionnaire"],[href^="#agency-questionnaire?"]';
const TRIGGERS = `[${QUESTIONNAIRE_TRIGGER}],${HASH_LINKS}`;

if (!window.AgencyWidgets) {
  const base = scriptBase();
  const cache = new Map<ChunkName, Promise<unknown>>();
  /** Imports a chunk once; a failed import is not cached, so it can be retried once back online. */
  const load = <T>(name: ChunkName): Promise<T> => {
    let chunk = cache.get(name);
    if (!chunk) {
      const [url, ...imports] = chunkUrls(name, base);
      chunk = importModule<T>(url!);
      // Started beside the entry to save a round trip; their failure is the entry's, reported below.
      for (const dep of imports) importModule(dep).catch(() => {});
      cache.set(name, chunk);
      chunk.catch((error: unknown) => {
        cache.delete(name);
        console.error(`agency-widgets: could not load ${name}`, error);
      });
    }
    return chunk as Promise<T>;
  };
  const preload = (name: ChunkName) => void load(name).catch(() => {});

  /**
   * Returns the questionnaire a trigger means: the one its value names, else the page's
   * dialog, else the inline one, else a new dialog. An inline one the visitor cannot reach
   * (inert, hidden, covered, or the trigger is in a host modal) is copied into a new dialog,
   * since scrolling to it would show nothing.
   */
  const questionnaireFor = (trigger: Element | null): QuestionnaireElement => {
    const id = trigger?.getAttribute(QUESTIONNAIRE_TRIGGER);
    const byId = id ? document.getElementById(id) : null;
    let found =
      byId?.localName === QUESTIONNAIRE_TAG
        ? byId
        : (document.querySelector(`${QUESTIONNAIRE_TAG}:not([mode=inline])`) ?? document.querySelector(QUESTIONNAIRE_TAG));
    if (found && found !== byId && found.getAttribute("mode") === "inline" && ((trigger && inHostModal(trigger)) || !reachable(found))) {
      const inline = found;
      found = document.createElement(QUESTIONNAIRE_TAG);
      // The same partner settings (API, language, hidden fields, ...) as the inline one, as a dialog.
      for (const { name, value } of inline.attributes) if (!/^(mode|id|open)$/.test(name)) found.setAttribute(name, value);
    }
    return (
      found?.isConnected ? found : document.body.appendChild(found ?? document.createElement(QUESTIONNAIRE_TAG))
    ) as QuestionnaireElement;
  };

  /**
   * Resolves once the dialog is on screen (its texts came and it rendered open) or is no
   * longer opening: inline, closed, or closed again because its texts could not load.
   */
  const shown = (questionnaire: QuestionnaireElement) =>
    new Promise<void>((resolve) => {
      const check = () =>
        questionnaire.open && !questionnaire.shadowRoot?.querySelector("dialog[open]") ? requestAnimationFrame(check) : resolve();
      check();
    });

  let opening = false;
  /**
   * Opens the questionnaire once defined; repeated clicks while its code loads open it once.
   * Until the dialog is on screen the pressed trigger is `aria-busy` (announced, and a page
   * can style it), so a press on a slow connection visibly took, texts included; within one
   * task when the code is already there (by ARIA reflection: a browser without it shows no
   * busy state).
   */
  const openQuestionnaire = (trigger: HTMLElement | null) => {
    if (opening) return;
    opening = true;
    if (trigger) trigger.ariaBusy = "true";
    load("questionnaire")
      .then(() => customElements.whenDefined(QUESTIONNAIRE_TAG))
      .then(
        () => {
          const questionnaire = questionnaireFor(trigger);
          questionnaire.show(trigger);
          return shown(questionnaire);
        },
        () => {
          // Without the dialog's code a trigger that is a link still leads somewhere (the booking page).
          if (trigger instanceof HTMLAnchorElement && trigger.href) location.assign(trigger.href);
        },
      )
      .finally(() => {
        if (trigger) trigger.ariaBusy = null;
        opening = false;
      });
  };

  window.AgencyWidgets = {
    version: __WIDGETS_VERSION__,
    async toast(options) {
      const { ensureToastRegion, toasts } = await load<ToastModule>("toast");
      await ensureToastRegion();
      return toasts.show(options);
    },
    openQuestionnaire: () => openQuestionnaire(null),
    ready(tag) {
      const name = Object.hasOwn(CHUNK_OF, tag) && CHUNK_OF[tag];
      if (!name) return Promise.reject(new TypeError(`agency-widgets: ${String(tag)} is not one of the widgets' tags`));
      const defined = customElements.get(tag);
      if (defined) return Promise.resolve(defined);
      return load(name).then(() => customElements.whenDefined(tag));
    },
  };

  /** Loads a chunk once one of the observed elements comes within 600 px of the viewport. */
  const whenNear = (name: ChunkName) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          preload(name);
        }
      },
      { rootMargin: "600px" },
    );
    return (el: Element) => observer.observe(el);
  };
  const nearReferral = whenNear("referral-form");
  const nearInline = whenNear("questionnaire");

  // The banner loads at once, the forms near the viewport or on intent (a trigger's hover,
  // focus or click), never merely at idle: a partner page's idle time and data stay its own.
  const scan = () => {
    if (!customElements.get(COOKIE_CONSENT_TAG) && document.querySelector(COOKIE_CONSENT_TAG)) preload("cookie-consent");
    if (!customElements.get(REFERRAL_FORM_TAG)) for (const form of document.querySelectorAll(REFERRAL_FORM_TAG)) nearReferral(form);
    if (!customElements.get(QUESTIONNAIRE_TAG)) {
      for (const q of document.querySelectorAll(QUESTIONNAIRE_TAG)) {
        if (q.hasAttribute("open")) preload("questionnaire");
        else if (q.getAttribute("mode") === "inline") nearInline(q);
      }
    }
  };
  scan();
  // Elements a page adds later (single-page apps, tag managers) are found too.
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      scan();
    });
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ["open", "mode"] });

  const triggerOf = (event: Event) => event.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.matches(TRIGGERS));

  // Delegated from the document, so triggers added after this script ran work too.
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const trigger = triggerOf(event);
    if (!trigger) return;
    // A trigger may be a link to the booking page, the fallback when scripts fail.
    event.preventDefault();
    openQuestionnaire(trigger);
  });
  // The hash is removed on arrival, so a reload or the back button does not open it again.
  const arrival = Object.assign(document.createElement("a"), { href: location.hash });
  if (arrival.matches(HASH_LINKS)) {
    history.replaceState(history.state, "", location.href.split("#")[0]);
    openQuestionnaire(arrival);
  }
  // Intent to open: start the download before the click (a touch starts with pointerover too).
  for (const type of ["pointerover", "focusin"] as const) {
    document.addEventListener(type, (event) => void (triggerOf(event) && preload("questionnaire")), { passive: true });
  }

  // The session's first touch, kept only with analytics consent (widgets/lib/tracking/attribution.ts).
  const KIT = `${QUESTIONNAIRE_TAG},${REFERRAL_FORM_TAG},${COOKIE_CONSENT_TAG}`;
  const mayHaveConsent = () => {
    if (document.querySelector(`:is(${KIT})[analytics-consent]`)) return true;
    const banner = document.querySelector(COOKIE_CONSENT_TAG);
    try {
      // A cheap look; the chunk reads the choice properly (revision, shape) before keeping anything.
      return (
        !!banner && !!localStorage.getItem(banner.getAttribute("storage-key") || PARTNER_CONSENT_STORAGE_KEY)?.includes('"analytics":true')
      );
    } catch {
      return false;
    }
  };
  document.addEventListener("agency-consent-change", (event) => {
    if ((event as CustomEvent<{ analytics?: unknown } | null>).detail?.analytics === true) preload("first-touch");
  });
  const firstTouchWhenIdle = () => whenIdle(() => mayHaveConsent() && preload("first-touch"));
  if (document.readyState === "complete") firstTouchWhenIdle();
  else addEventListener("load", firstTouchWhenIdle, { once: true });
}
