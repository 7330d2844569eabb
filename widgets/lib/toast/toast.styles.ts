/**
 * The toast region's styles, for the page's toast host and for a dialog's shadow root.
 */
import { hostReset } from "../runtime/styles.ts";

/**
 * Only `--agency-font` and `--agency-radius` come from the page: the colours are the
 * toast's own, chosen for contrast with each other.
 */
export const toastRegionStyles = `
/* Pixels, not rem: a host page's html { font-size } must not resize or widen the toast. */
.region, .region * { box-sizing: border-box; }
/* Under the cookie banner and button (2147482000): if a toast ever meets them, they win.
   --_edge: how far it keeps from the viewport's edges (phones keep less), beyond a notch's
   or home bar's safe area. At the bottom, where a page keeps no navigation. */
.region {
  --_edge: 16px;
  position: fixed;
  z-index: 2147481000;
  right: var(--_edge);
  bottom: calc(var(--_edge) + env(safe-area-inset-bottom, 0px));
  left: var(--_edge);
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;
  font-family: var(--agency-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: 15px;
  line-height: 1.45;
  text-align: start;
}
/* Moved to the top when a control the visitor needs is under it (see placement.ts). */
.region[data-edge="top"] { top: calc(var(--_edge) + env(safe-area-inset-top, 0px)); bottom: auto; }
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
  border-radius: var(--agency-radius, 10px);
  background: #111827;
  color: #f9fafb;
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
  line-height: 1.45;
  animation: agency-toast-in 0.2s ease-out;
}
.toast[data-variant="destructive"] { background: #b91c1c; }
.toast[data-variant="success"] { background: #166534; }
.toast-title { font-weight: 700; }
.toast-description { margin: 0; grid-column: 1; color: inherit; opacity: 0.92; }
/* The action is a button: the one thing to do next (e.g. pick a time), not a text link. */
.toast-action {
  grid-column: 1; justify-self: start; margin-top: 8px;
  display: inline-flex; align-items: center; min-height: 40px; padding: 8px 16px;
  border-radius: 8px; background: #fff; color: #111827;
  font-weight: 700; text-decoration: none;
}
.toast-action:hover { text-decoration: underline; }
.toast-dismiss {
  grid-column: 2; grid-row: 1 / span 3; align-self: start;
  width: 32px; height: 32px; border: 0; border-radius: 6px;
  background: transparent; color: inherit; font-size: 20px; line-height: 1; cursor: pointer;
}
.toast-dismiss:hover { background: rgb(255 255 255 / 0.15); }
.toast-dismiss:focus-visible, .toast-action:focus-visible { outline: 3px solid #fbbf24; outline-offset: 2px; }
/* Phones: compact, the width beside the cookie settings button (40 px, 8 px from the left). */
@media (max-width: 480px) {
  .region { --_edge: 8px; left: 56px; align-items: stretch; }
  .toast { width: 100%; gap: 2px 8px; padding: 10px 6px 10px 14px; line-height: 1.35; }
  .toast-description { font-size: 14px; }
  .toast-action { margin-top: 6px; min-height: 36px; padding: 6px 14px; }
}
@keyframes agency-toast-in { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .toast { animation: none; } }
`;

/** The page's toast host sheet: the shared host reset, then the region. */
export const toastStyles = `${hostReset}:host{display:block}${toastRegionStyles}`;
