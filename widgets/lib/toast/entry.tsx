/**
 * Entry of the lazily loaded toast chunk: mounts the page's one toast region and exports
 * what the chunk offers. Imported by `loadToasts()` (./load.ts) and, by name, by the loader.
 */
import { I18nProvider } from "@lingui/react";
import { createRoot } from "react-dom/client";
import { createWidgetI18n, resolveLocale } from "../i18n/i18n.ts";
import { adoptStyles } from "../runtime/styles.ts";
import { ToastRegion } from "./toast.component.tsx";
import { toastStyles } from "./toast.styles.ts";

const HOST_ID = "agency-toast-host";

/** Each document's region, once its live regions are there (a same-origin frame has its own). */
const regions = new WeakMap<Document, Promise<HTMLElement>>();

/**
 * Mounts the page's toast region in a shadow root, unless it exists; safe to call more than
 * once. Resolves once the empty live regions are on the page, so a toast shown after that
 * is announced by screen readers.
 */
export function ensureToastRegion(doc: Document = document): Promise<HTMLElement> {
  const existing = doc.getElementById(HOST_ID);
  if (existing) return regions.get(doc) ?? Promise.resolve(existing);
  const host = doc.createElement("div");
  host.id = HOST_ID;
  const shadow = host.attachShadow({ mode: "open" });
  // Adopted where possible: a partner page's strict CSP blocks `<style>` elements.
  if (!adoptStyles(shadow, toastStyles)) {
    const style = doc.createElement("style");
    style.textContent = toastStyles;
    shadow.append(style);
  }
  const container = doc.createElement("div");
  shadow.append(container);
  doc.body.append(host);
  const ready = createWidgetI18n(resolveLocale(doc.documentElement)).then((i18n) => {
    createRoot(container).render(
      <I18nProvider i18n={i18n}>
        <ToastRegion />
      </I18nProvider>,
    );
    // Screen readers announce only changes to a live region they already know: give them a moment to see the empty one.
    return new Promise<HTMLElement>((resolve) => setTimeout(() => resolve(host), 50));
  });
  regions.set(doc, ready);
  return ready;
}

export { toasts } from "./store.ts";
export { ToastRegion } from "./toast.component.tsx";
export { toastRegionStyles } from "./toast.styles.ts";
