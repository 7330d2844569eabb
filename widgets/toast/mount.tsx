import { I18nProvider } from "@lingui/react";
import { createRoot } from "react-dom/client";
import { createWidgetI18n, resolveLocale } from "../lib/i18n.ts";
import { ToastRegion } from "./toast.component.tsx";
import { toastStyles } from "./toast.styles.ts";

const HOST_ID = "agency-toast-host";

/**
 * Puts the toast region on a page that has none (a partner page), inside a shadow root so
 * the host page's CSS cannot reach it. Safe to call more than once.
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
  createRoot(container).render(
    <I18nProvider i18n={createWidgetI18n(resolveLocale(doc.documentElement))}>
      <ToastRegion />
    </I18nProvider>,
  );
  return host;
}
