/**
 * The embed loader: `<script src="https://<site>/widgets/agency-widgets.js" defer></script>`.
 * It stays tiny: it defines the `<agency-*>` tags and wires `data-agency-questionnaire`
 * triggers; the widgets' code (Preact, forms, texts) lives in ES-module chunks under
 * /widgets/chunks/ and is imported only when first needed or when the browser is idle.
 * It must tolerate being included twice, so everything it defines is guarded.
 */
import { type ChunkName, chunkUrl, scriptBase } from "./lib/chunks.ts";
import { whenIdle } from "./lib/dom.ts";
import { importModule } from "./lib/import-module.js";
import { AgencyQuestionnaireElement, defineQuestionnaire, QUESTIONNAIRE_TAG } from "./questionnaire/define.ts";
import { QUESTIONNAIRE_TRIGGER, type QuestionnaireChunk } from "./questionnaire/questionnaire.element.ts";
import { defineReferralForm } from "./referral-form/define.ts";
import type { ReferralFormChunk } from "./referral-form/referral-form.element.ts";
import type { ToastOptions } from "./toast/toast-store.ts";

export interface AgencyWidgetsApi {
  version: string;
  /** Shows a toast on the host page (one at a time; a new one replaces the old). */
  toast(options: ToastOptions): Promise<number>;
  /** Opens the questionnaire (the first `<agency-questionnaire>`, created if there is none). */
  openQuestionnaire(): void;
}

declare global {
  interface Window {
    AgencyWidgets?: AgencyWidgetsApi;
  }
}

/** The questionnaire a trigger means: `data-agency-questionnaire="<id>"`, else the first one, else a new one. */
function questionnaireFor(trigger: Element | null): AgencyQuestionnaireElement {
  const id = trigger?.getAttribute(QUESTIONNAIRE_TRIGGER);
  const byId = id ? document.getElementById(id) : null;
  const found = byId?.localName === QUESTIONNAIRE_TAG ? byId : document.querySelector(QUESTIONNAIRE_TAG);
  return (found as AgencyQuestionnaireElement | null) ?? document.body.appendChild(document.createElement(QUESTIONNAIRE_TAG));
}

/** Tags whose code the loader imports as soon as one is on the page (they show at once). */
const eagerTags: Partial<Record<string, ChunkName>> = {
  "agency-cookie-consent": "cookie-consent",
};

function triggerOf(event: Event): HTMLElement | undefined {
  return event.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.hasAttribute(QUESTIONNAIRE_TRIGGER));
}

if (!window.AgencyWidgets) {
  const base = scriptBase();
  const cache = new Map<ChunkName, Promise<unknown>>();
  /** One import per chunk; a failed import may be retried (the visitor came back online). */
  const load = <T>(name: ChunkName): Promise<T> => {
    let chunk = cache.get(name);
    if (!chunk) {
      chunk = importModule<T>(chunkUrl(name, base));
      cache.set(name, chunk);
      chunk.catch(() => cache.delete(name));
    }
    return chunk as Promise<T>;
  };

  window.AgencyWidgets = {
    version: __WIDGETS_VERSION__,
    async toast(options) {
      const { ensureToastRegion, toasts } = await load<typeof import("./toast/entry.ts")>("toast");
      await ensureToastRegion();
      return toasts.show(options);
    },
    openQuestionnaire() {
      questionnaireFor(null).show();
    },
  };

  defineQuestionnaire({ load: () => load<QuestionnaireChunk>("questionnaire"), apiBase: base.origin });
  // Shows at once: each element imports its chunk when it is connected (now or when added later).
  defineReferralForm({ load: () => load<ReferralFormChunk>("referral-form"), apiBase: base.origin });

  const defineVisible = () => {
    for (const [tag, chunk] of Object.entries(eagerTags)) {
      if (chunk && !customElements.get(tag) && document.querySelector(tag)) load(chunk).catch(() => {});
    }
  };
  defineVisible();
  // Elements a page adds later (single-page apps, tag managers) get defined too.
  new MutationObserver(defineVisible).observe(document.documentElement, { childList: true, subtree: true });

  // Delegated from the document, so triggers added after this script ran work too.
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const trigger = triggerOf(event);
    if (!trigger) return;
    // A trigger may be a link to the booking page, the fallback when scripts fail.
    event.preventDefault();
    questionnaireFor(trigger).show(trigger);
  });
  // Intent to open: start the download before the click.
  for (const type of ["pointerover", "focusin"] as const) {
    document.addEventListener(type, (event) => {
      if (triggerOf(event)) load("questionnaire").catch(() => {});
    }, { passive: true });
  }
  whenIdle(() => {
    if (document.querySelector(`${QUESTIONNAIRE_TAG},[${QUESTIONNAIRE_TRIGGER}]`)) load("questionnaire").catch(() => {});
  });
}
