/**
 * The lazily loaded toast chunk (ES module): the page's one toast region, put in a shadow
 * root of its own on a page that has none, and what the chunk offers. Imported by
 * `loadToasts()` (./load.ts) and by name by the embed loader; the chunk is reached
 * through its own exports instead of one namespace object per imported module.
 */
import { I18nProvider } from "@lingui/react";
import { createRoot } from "react-dom/client";
import { createWidgetI18n, resolveLocale } from "../i18n.ts";
import { adoptStyles } from "../styles.ts";
import { ToastRegion } from "./toast.component.tsx";
import { toastStyles } from "./toast.styles.ts";

const HOST_ID = "agency-toast-host";

let ready: Promise<HTMLElement> | undefined;

/**
 * Puts the toast region on a page that has none (a partner page, or the site once a
 * widget first needs it), inside a shadow root so the host page's CSS cannot reach it.
 * Safe to call more than once: every widget shares this one region (one toast at a time).
 * Resolves once the (empty) live regions are on the page in the page's language, so a
 * toast shown after that is announced by screen readers.
 */
export function ensureToastRegion(doc: Document = document): Promise<HTMLElement> {
  const existing = doc.getElementById(HOST_ID);
  if (existing) return ready ?? Promise.resolve(existing);
  const host = doc.createElement("div");
  host.id = HOST_ID;
  const shadow = host.attachShadow({ mode: "open" });
  // Adopted, not a <style> element: a partner page's strict CSP allows only the former.
  if (!adoptStyles(shadow, toastStyles)) {
    const style = doc.createElement("style");
    style.textContent = toastStyles;
    shadow.append(style);
  }
  const container = doc.createElement("div");
  shadow.append(container);
  doc.body.append(host);
  ready = createWidgetI18n(resolveLocale(doc.documentElement)).then((i18n) => {
    createRoot(container).render(
      <I18nProvider i18n={i18n}>
        <ToastRegion />
      </I18nProvider>,
    );
    // Let the empty live regions land before the first toast goes into them.
    return new Promise<HTMLElement>((resolve) => setTimeout(() => resolve(host), 50));
  });
  return ready;
}

export { toasts } from "./store.ts";
export { ToastRegion } from "./toast.component.tsx";
export { toastRegionStyles } from "./toast.styles.ts";
