/**
 * The embed loader: `<script src="https://<site>/widgets/agency-widgets.js" defer>`.
 * It stays tiny: the widgets' code (Preact, forms, texts) lives in ES-module chunks under
 * /widgets/chunks/ and is imported only when first needed. It must tolerate being
 * included twice, so everything it defines is guarded.
 */
import { chunkUrl, scriptBase } from "./lib/chunks.ts";
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

if (!window.AgencyWidgets) {
  const base = scriptBase();
  window.AgencyWidgets = {
    version: __WIDGETS_VERSION__,
    async toast(options) {
      const { ensureToastRegion, toasts } = await importModule<typeof import("./toast/entry.ts")>(chunkUrl("toast", base));
      ensureToastRegion();
      return toasts.show(options);
    },
  };
}
