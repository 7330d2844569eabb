/**
 * Styles of the questionnaire dialog, for a shadow root: the host page's CSS cannot
 * reach in and nothing here leaks out. Themable through the `--agency-*` custom
 * properties (they inherit through the shadow boundary) and `::part()`.
 * Default colours meet WCAG AA on white (text 4.5:1, borders and focus ring 3:1).
 */
import { darkFormColors, darkTheme } from "../lib/theme.ts";
import { toastStyles } from "../toast/toast.styles.ts";

export const questionnaireStyles =
  `
:host {
  display: contents;
  --_accent: var(--agency-accent, #1d4ed8);
  --_on-accent: var(--agency-on-accent, #ffffff);
  --_bg: var(--agency-bg, #ffffff);
  --_text: var(--agency-text, #111827);
  --_muted: var(--agency-muted, #4b5563);
  --_border: var(--agency-border, #6b7280);
  --_surface: var(--agency-surface, #f3f4f6);
  --_error: var(--agency-error, #b91c1c);
  --_error-bg: #fef2f2;
  --_focus: var(--agency-focus, #1d4ed8);
  --_radius: var(--agency-radius, 12px);
  --_font: var(--agency-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
.dialog {
  width: calc(100% - 2rem);
  max-width: 600px;
  max-height: calc(100dvh - 2rem);
  margin: auto;
  padding: 0;
  border: 0;
  flex-direction: column;
  overflow: hidden;
  background: var(--_bg);
  color: var(--_text);
  border-radius: var(--_radius);
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.3);
  font-family: var(--_font);
  font-size: 1rem;
  line-height: 1.5;
  text-align: start;
}
.dialog[open] { display: flex; animation: agency-rise 0.2s ease-out; }
.dialog::backdrop { background: var(--agency-backdrop, rgb(15 23 42 / 0.6)); }
.header { padding: 1.5rem 3.5rem 0.5rem 1.5rem; }
.progress { display: flex; align-items: center; gap: 0.75rem; margin-bottom: 0.75rem; color: var(--_muted); font-size: 0.875rem; }
.dots { display: inline-flex; gap: 0.4rem; }
.dot { width: 0.6rem; height: 0.6rem; border-radius: 50%; border: 2px solid var(--_border); }
.dot[data-state="done"] { background: var(--_accent); border-color: var(--_accent); }
.dot[data-state="current"] { width: 1.6rem; border-radius: 999px; background: var(--_accent); border-color: var(--_accent); }
.title { margin: 0; font-size: 1.375rem; line-height: 1.25; font-weight: 700; }
.title:focus { outline: none; }
.title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.subtitle { margin: 0.35rem 0 0; color: var(--_muted); }
.close {
  position: absolute; top: 0.75rem; right: 0.75rem;
  display: grid; place-items: center;
  width: 2.75rem; height: 2.75rem; padding: 0;
  border: 0; border-radius: 8px; background: transparent; color: var(--_muted);
  font: inherit; font-size: 1.75rem; line-height: 1; cursor: pointer;
}
.close:hover { background: var(--_surface); color: var(--_text); }
.form { display: flex; flex-direction: column; min-height: 0; flex: 1 1 auto; margin: 0; }
.body { padding: 0.5rem 1.5rem 1rem; overflow-y: auto; flex: 1 1 auto; }
.required-note { margin: 0 0 0.75rem; font-size: 0.875rem; color: var(--_muted); }
.field { display: flex; flex-direction: column; gap: 0.3rem; margin-bottom: 1rem; }
.label { font-weight: 600; }
.required { color: var(--_error); }
.hint { margin: 0; font-size: 0.875rem; color: var(--_muted); }
.input {
  width: 100%;
  min-height: 2.75rem;
  padding: 0.55rem 0.75rem;
  border: 1px solid var(--_border);
  border-radius: calc(var(--_radius) * 0.6);
  background: var(--_bg);
  color: var(--_text);
  font: inherit;
}
textarea.input { resize: vertical; min-height: 6.5rem; }
select.input { appearance: auto; }
.input[aria-invalid="true"] { border: 2px solid var(--_error); }
.error { margin: 0; color: var(--_error); font-size: 0.9rem; font-weight: 600; }
.error::before { content: "! "; }
.form-error { margin: 0.5rem 0 0; padding: 0.6rem 0.8rem; border-left: 4px solid var(--_error); background: var(--_error-bg); color: var(--_error); font-weight: 600; }
.footer {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.75rem;
  padding: 1rem 1.5rem 1.5rem; border-top: 1px solid var(--_surface);
}
.button {
  min-height: 2.75rem; padding: 0.6rem 1.25rem;
  border: 2px solid var(--_accent); border-radius: calc(var(--_radius) * 0.7);
  font: inherit; font-weight: 600; cursor: pointer;
}
.primary { background: var(--_accent); color: var(--_on-accent); }
.primary:hover { filter: brightness(0.92); }
.secondary { margin-right: auto; background: transparent; color: var(--_accent); }
.secondary:hover { background: var(--_surface); }
button:disabled { cursor: not-allowed; opacity: 0.7; }
:is(button, input, select, textarea):focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.summary { display: grid; gap: 1rem; }
.summary-section { border: 1px solid var(--_surface); border-radius: calc(var(--_radius) * 0.7); padding: 0.75rem 1rem; }
.summary-head { display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
.summary-head h3 { margin: 0; font-size: 1rem; }
.edit {
  min-height: 2.75rem; padding: 0 0.5rem; border: 0; background: none;
  color: var(--_accent); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer;
}
dl { margin: 0.25rem 0 0; }
.summary-row { display: grid; grid-template-columns: minmax(7rem, 35%) 1fr; gap: 0.25rem 1rem; padding: 0.3rem 0; }
dt { color: var(--_muted); }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.region[data-placement="dialog"] { position: static; padding: 0 1.5rem 0.75rem; align-items: stretch; }
.region[data-placement="dialog"] .toast { width: 100%; animation: none; }
@media (max-width: 640px) {
  .dialog { width: 100%; max-width: none; height: 100%; max-height: none; border-radius: 0; }
  .header { padding: 1rem 3.25rem 0.25rem 1rem; }
  .body { padding: 0.5rem 1rem 1rem; }
  .footer { padding: 0.75rem 1rem 1rem; }
  .summary-row { grid-template-columns: 1fr; }
}
@keyframes agency-rise { from { transform: translateY(0.75rem); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .dialog[open] { animation: none; } }
@media (forced-colors: active) { .dot[data-state="current"], .dot[data-state="done"] { background: CanvasText; } }
.bot-check:empty { display: none; }
.bot-check { margin: 0 1.5rem 0.75rem; }
.form-note { margin: 0 0 1rem; color: var(--_error); font-weight: 600; }
.privacy-note { margin: 0 1.5rem 0.75rem; font-size: 0.875rem; color: var(--_muted); }
.privacy-note a { color: var(--_accent); }
@media (max-width: 640px) { .bot-check, .privacy-note { margin-inline: 1rem; } .region[data-placement="dialog"] { padding-inline: 1rem; } }
` +
  darkTheme(darkFormColors) +
  toastStyles;
