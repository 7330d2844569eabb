import { hostReset } from "../lib/styles.ts";

/**
 * Styles of the toast region; works in a shadow root (:host) and on the page (.agency-toasts).
 * Also part of the questionnaire's sheet, which starts with its own reset.
 */
export const toastRegionStyles = `
:host, .agency-toasts {
  --agency-toast-bg: #111827;
  --agency-toast-text: #f9fafb;
  --agency-toast-muted: #d1d5db;
  --agency-toast-destructive-bg: #b91c1c;
  --agency-toast-success-bg: #166534;
  --agency-toast-radius: var(--agency-radius, 10px);
  --agency-toast-font: var(--agency-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
}
/* Pixels, not rem: a host page's html { font-size } must not resize or widen the toast. */
.region, .region * { box-sizing: border-box; }
.region {
  position: fixed;
  z-index: 2147483000;
  right: 16px;
  bottom: 16px;
  left: 16px;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;
  font-family: var(--agency-toast-font);
  font-size: 15px;
  line-height: 1.45;
  text-align: start;
}
.region > div { max-width: 100%; }
.toast {
  pointer-events: auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  width: 400px;
  max-width: 100%;
  padding: 16px 12px 16px 20px;
  overflow-wrap: anywhere;
  border-radius: var(--agency-toast-radius);
  background: var(--agency-toast-bg);
  color: var(--agency-toast-text);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
  line-height: 1.45;
  animation: agency-toast-in 0.2s ease-out;
}
.toast[data-variant="destructive"] { background: var(--agency-toast-destructive-bg); }
.toast[data-variant="success"] { background: var(--agency-toast-success-bg); }
.title { font-weight: 700; }
.description { margin: 0; grid-column: 1; color: inherit; opacity: 0.92; }
.action { grid-column: 1; color: inherit; font-weight: 600; }
.dismiss {
  grid-column: 2; grid-row: 1 / span 3; align-self: start;
  width: 32px; height: 32px; border: 0; border-radius: 6px;
  background: transparent; color: inherit; font-size: 20px; line-height: 1; cursor: pointer;
}
.dismiss:hover { background: rgb(255 255 255 / 0.15); }
.dismiss:focus-visible, .action:focus-visible { outline: 3px solid #fbbf24; outline-offset: 2px; }
/* Phones: the full width at the bottom. */
@media (max-width: 480px) {
  .region { right: 8px; bottom: 8px; left: 8px; }
  .region { align-items: stretch; }
  .toast { width: 100%; }
}
@keyframes agency-toast-in { from { transform: translateY(8px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .toast { animation: none; } }
`;

/** The toast host's own sheet: the reset every element starts from (so no text style of the page reaches a toast), then the region. */
export const toastStyles = `${hostReset}:host{display:block}${toastRegionStyles}`;
