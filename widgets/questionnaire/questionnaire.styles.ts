/**
 * Styles of the questionnaire dialog, for a shadow root: the host page's CSS cannot
 * reach in and nothing here leaks out. Themable through the `--agency-*` custom
 * properties (see lib/form.styles.ts) and `::part()`.
 */
import { formStyles } from "../lib/form.styles.ts";
import { darkFormColors, darkTheme } from "../lib/theme.ts";
import { toastStyles } from "../toast/toast.styles.ts";

export const questionnaireStyles =
  formStyles +
  `
:host {
  display: contents;
}
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
.field { display: flex; flex-direction: column; gap: 0.3rem; margin-bottom: 1rem; }
.hint { margin: 0; font-size: 0.875rem; color: var(--_muted); }
textarea.input { resize: vertical; min-height: 6.5rem; }
select.input { appearance: auto; }
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
.bot-check { margin: 0 1.5rem 0.75rem; }
.privacy-note { margin: 0 1.5rem 0.75rem; }
@media (max-width: 640px) { .bot-check, .privacy-note { margin-inline: 1rem; } .region[data-placement="dialog"] { padding-inline: 1rem; } }
` +
  darkTheme(darkFormColors) +
  toastStyles;
