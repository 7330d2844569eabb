/**
 * The embed loader: `<script src="https://<site>/widgets/agency-widgets.js" defer>`.
 * It stays tiny: the widgets' code (Preact, forms, texts) lives in ES-module chunks under
 * /widgets/chunks/ and is imported only when first needed. It must tolerate being
 * included twice, so everything it defines is guarded.
 */
import { type ChunkName, chunkUrl, scriptBase } from "./lib/chunks.ts";
import { importModule } from "./lib/import-module.js";
import type { ToastOptions } from "./toast/toast-store.ts";

export interface AgencyWidgetsApi {
  version: string;
  /** Shows a toast on the host page (one at a time; a new one replaces the old). */
  toast(options: ToastOptions): Promise<number>;
}

declare global {
  interface Window {
    AgencyWidgets?: AgencyWidgetsApi;
  }
}

/** Tags whose code the loader imports as soon as one appears on the page. */
const eagerTags: Record<string, ChunkName> = {
  "agency-cookie-consent": "cookie-consent",
};

if (!window.AgencyWidgets) {
  const base = scriptBase();
  const loading = new Set<ChunkName>();
  const defineVisible = () => {
    for (const [tag, chunk] of Object.entries(eagerTags)) {
      if (loading.has(chunk) || customElements.get(tag) || !document.querySelector(tag)) continue;
      loading.add(chunk);
      void importModule(chunkUrl(chunk, base));
    }
  };
  defineVisible();
  // Elements a page adds later (single-page apps, tag managers) get defined too.
  new MutationObserver(defineVisible).observe(document.documentElement, { childList: true, subtree: true });
  window.AgencyWidgets = {
    version: __WIDGETS_VERSION__,
    async toast(options) {
      const { ensureToastRegion, toasts } = await importModule<typeof import("./toast/entry.ts")>(chunkUrl("toast", base));
      ensureToastRegion();
      return toasts.show(options);
    },
  };
}
