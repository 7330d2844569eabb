/**
 * The cookie banner's styles. Both buttons share one style on purpose: refusing must be as
 * easy as accepting. Lengths are in `em` of the base size; inside text set at 15/16 of it,
 * `calc(.6em / .9375)` is .6 of the base size.
 */
import { hostReset } from "../lib/runtime/styles.ts";
import { darkTheme } from "../lib/runtime/theme.ts";

export const cookieConsentStyles =
  hostReset +
  `
/* Private names that read the public ones, so a partner's --agency-cc-* set on :root is not
   shadowed by a default declared on the host. */
:host {
  --_bg: var(--agency-cc-bg, #ffffff);
  --_text: var(--agency-cc-text, #111827);
  --_muted: var(--agency-cc-muted, #374151);
  --_border: var(--agency-cc-border, #d1d5db);
  --_button-bg: var(--agency-cc-button-bg, var(--agency-accent, #1d4ed8));
  --_button-text: var(--agency-cc-button-text, #ffffff);
  --_radius: var(--agency-cc-radius, var(--agency-radius, 10px));
  --_font: var(--agency-cc-font, var(--agency-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif));
}
.banner[hidden], .reopen[hidden], .note[hidden] { display: none; }
.banner {
  position: fixed; z-index: 2147482000; left: 1em; right: 1em; bottom: 1em;
  display: flex; flex-wrap: wrap; align-items: center; gap: 1em 1.5em;
  max-width: 60em; margin: 0 auto; padding: 1.25em 1.5em;
  background: var(--_bg); color: var(--_text);
  border: 1px solid var(--_border); border-radius: var(--_radius);
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.22);
  font: 400 1em/1.5 var(--_font); text-align: left;
}
.text { flex: 1 1 calc(22em / 0.9375); font-size: 0.9375em; }
.title { margin: 0 0 calc(0.35em / 1.05); font-size: 1.12em; font-weight: 700; color: inherit; outline: none; }
.body, .note { margin: 0; color: var(--_muted); }
.note { margin-top: calc(0.5em / 0.84375); font-size: 0.9em; }
.link { color: inherit; font-weight: 600; text-decoration: underline; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75em; flex: 0 1 auto; }
.button {
  flex: 1 1 calc(12em / 0.9375); min-height: 44px; padding: calc(0.6em / 0.9375) calc(1.1em / 0.9375);
  border: 2px solid var(--_button-bg); border-radius: var(--_radius);
  background: var(--_button-bg); color: var(--_button-text);
  font: 600 0.9375em/1.2 var(--_font); cursor: pointer;
}
.button:hover { filter: brightness(0.92); }
.banner.reopened { padding-right: 56px; }
.close {
  position: absolute; top: 6px; right: 6px;
  display: grid; place-items: center; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: 8px; background: transparent; color: var(--_muted);
  font: 400 1.5em/1 var(--_font); cursor: pointer;
}
.close:hover { color: var(--_text); }
.close:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.current { font-weight: 600; color: var(--_text); }
.reopen {
  position: fixed; z-index: 2147482000; left: 12px; bottom: 12px;
  display: grid; place-items: center; width: 44px; height: 44px; padding: 0;
  transition: opacity 0.2s, transform 0.2s;
  border: 1px solid var(--_border); border-radius: 50%;
  background: var(--_bg); color: var(--_text);
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.18); cursor: pointer;
}
.button:focus-visible, .reopen:focus-visible, .link:focus-visible {
  outline: 3px solid #f59e0b; outline-offset: 2px;
}
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
/* Phones: a smaller button in the corner, out of the way while the page scrolls. */
@media (max-width: 40em) {
  .reopen { left: 8px; bottom: 8px; width: 40px; height: 40px; }
  .reopen[data-scrolling] { opacity: 0; transform: translateY(56px); pointer-events: none; }
}
@media (prefers-reduced-motion: reduce) { .reopen { transition: none; } }
/* Phones: a compact banner that leaves most of the page visible, choices side by side. */
@media (max-width: 30em), (max-height: 30em) {
  .banner { left: 0.5em; right: 0.5em; bottom: 0.5em; gap: 0.75em; padding: 0.875em 1em; line-height: 1.45; }
  .text { font-size: 0.875em; }
  .title { margin-bottom: 0.35em; font-size: calc(1em / 0.875); }
  .note { margin-top: calc(0.5em / 0.7875); }
  .actions { flex: 1 1 100%; flex-wrap: nowrap; gap: 0.5em; }
  .button { flex: 1 1 0; min-width: 0; padding: calc(0.5em / 0.875) calc(0.6em / 0.875); font-size: 0.875em; }
}
` +
  darkTheme(
    "--_bg:var(--agency-cc-bg,#111827);--_text:var(--agency-cc-text,#f3f4f6);--_muted:var(--agency-cc-muted,#cbd5e1);--_border:var(--agency-cc-border,#374151);--_button-bg:var(--agency-cc-button-bg,var(--agency-accent,#60a5fa));--_button-text:var(--agency-cc-button-text,#0b1220)",
  );
