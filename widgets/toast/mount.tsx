import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createRoot } from "react-dom/client";
import { activateWidgetLocale, resolveLocale } from "../lib/i18n.ts";
import { ToastRegion } from "./toast.component.tsx";
import { toastStyles } from "./toast.styles.ts";

const HOST_ID = "agency-toast-host";

/**
 * Puts the toast region on a page that has none (a partner page, or the site once a
 * widget first needs it), inside a shadow root so the host page's CSS cannot reach it.
 * Safe to call more than once: every widget shares this one region (one toast at a time).
 */
export function ensureToastRegion(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(HOST_ID);
  if (existing) return existing;
  const host = doc.createElement("div");
  host.id = HOST_ID;
  const shadow = host.attachShadow({ mode: "open" });
  const style = doc.createElement("style");
  style.textContent = toastStyles;
  shadow.append(style);
  const container = doc.createElement("div");
  shadow.append(container);
  doc.body.append(host);
  // The live regions must exist before the first toast to be announced: render them at
  // once; the translated dismiss label follows with the catalog (usually already loaded).
  const locale = resolveLocale(doc.documentElement);
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  createRoot(container).render(
    <I18nProvider i18n={i18n}>
      <ToastRegion />
    </I18nProvider>,
  );
  void activateWidgetLocale(i18n, locale);
  return host;
}
