/**
 * Styles of the cookie banner, for a shadow root (:host) and for the site's light DOM
 * (.agency-cc); every class is prefixed so host pages cannot collide with it.
 * Both buttons share one style on purpose: refusing must be as easy as accepting.
 */
import { darkTheme } from "../lib/theme.ts";

export const cookieConsentStyles =
  `
:host, .agency-cc {
  --agency-cc-bg: #ffffff;
  --agency-cc-text: #111827;
  --agency-cc-muted: #374151;
  --agency-cc-border: #d1d5db;
  --agency-cc-button-bg: var(--agency-accent, #1d4ed8);
  --agency-cc-button-text: #ffffff;
  --agency-cc-radius: var(--agency-radius, 10px);
  --agency-cc-font: var(--agency-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
}
.agency-cc-banner[hidden], .agency-cc-reopen[hidden], .agency-cc-note[hidden] { display: none; }
.agency-cc-banner {
  position: fixed; z-index: 2147482000; left: 1rem; right: 1rem; bottom: 1rem;
  display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 1.5rem;
  max-width: 60rem; margin: 0 auto; padding: 1.25rem 1.5rem;
  background: var(--agency-cc-bg); color: var(--agency-cc-text);
  border: 1px solid var(--agency-cc-border); border-radius: var(--agency-cc-radius);
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.22);
  font: 400 15px/1.5 var(--agency-cc-font); text-align: left;
}
.agency-cc-text { flex: 1 1 22rem; }
.agency-cc-title { margin: 0 0 0.35rem; font-size: 1.05rem; font-weight: 700; color: inherit; outline: none; }
.agency-cc-body, .agency-cc-note { margin: 0; color: var(--agency-cc-muted); }
.agency-cc-note { margin-top: 0.5rem; font-size: 0.9em; }
.agency-cc-link { color: inherit; font-weight: 600; text-decoration: underline; }
.agency-cc-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; flex: 0 1 auto; }
.agency-cc-button {
  flex: 1 1 12rem; min-height: 44px; padding: 0.6rem 1.1rem;
  border: 2px solid var(--agency-cc-button-bg); border-radius: var(--agency-cc-radius);
  background: var(--agency-cc-button-bg); color: var(--agency-cc-button-text);
  font: 600 15px/1.2 var(--agency-cc-font); cursor: pointer;
}
.agency-cc-button:hover { filter: brightness(0.92); }
.agency-cc-banner.agency-cc-reopened { padding-right: 56px; }
.agency-cc-close {
  position: absolute; top: 6px; right: 6px;
  display: grid; place-items: center; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: 8px; background: transparent; color: var(--agency-cc-muted);
  font: 400 24px/1 var(--agency-cc-font); cursor: pointer;
}
.agency-cc-close:hover { color: var(--agency-cc-text); }
.agency-cc-close:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.agency-cc-current { font-weight: 600; color: var(--agency-cc-text); }
.agency-cc-reopen {
  position: fixed; z-index: 2147482000; left: 12px; bottom: 12px;
  display: grid; place-items: center; width: 44px; height: 44px; padding: 0;
  transition: opacity 0.2s, transform 0.2s;
  border: 1px solid var(--agency-cc-border); border-radius: 50%;
  background: var(--agency-cc-bg); color: var(--agency-cc-text);
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.18); cursor: pointer;
}
.agency-cc-button:focus-visible, .agency-cc-reopen:focus-visible, .agency-cc-link:focus-visible {
  outline: 3px solid #f59e0b; outline-offset: 2px;
}
.agency-cc-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
/* Phones: a smaller button in the corner, out of the way while the page scrolls. */
@media (max-width: 40rem) {
  .agency-cc-reopen { left: 8px; bottom: 8px; width: 40px; height: 40px; }
  .agency-cc-reopen[data-scrolling] { opacity: 0; transform: translateY(56px); pointer-events: none; }
}
@media (prefers-reduced-motion: reduce) { .agency-cc-reopen { transition: none; } }
/* Phones: a compact banner that leaves most of the page visible, choices side by side. */
@media (max-width: 30rem), (max-height: 30rem) {
  .agency-cc-banner { left: 0.5rem; right: 0.5rem; bottom: 0.5rem; gap: 0.75rem; padding: 0.875rem 1rem; font-size: 14px; line-height: 1.45; }
  .agency-cc-title { font-size: 1rem; }
  .agency-cc-actions { flex: 1 1 100%; flex-wrap: nowrap; gap: 0.5rem; }
  .agency-cc-button { flex: 1 1 0; min-width: 0; padding: 0.5rem 0.6rem; font-size: 14px; }
}
` +
  darkTheme(
    "--agency-cc-bg:#111827;--agency-cc-text:#f3f4f6;--agency-cc-muted:#cbd5e1;--agency-cc-border:#374151;--agency-cc-button-bg:var(--agency-accent,#60a5fa);--agency-cc-button-text:#0b1220",
  );
