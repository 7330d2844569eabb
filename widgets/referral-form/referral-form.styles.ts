/**
 * Styles of the referral form, for a shadow root: the host page's CSS cannot reach in and
 * nothing here leaks out. Themable through the same `--agency-*` custom properties as the
 * questionnaire (see lib/form.styles.ts) and `::part()`.
 */
import { formStyles } from "../lib/form.styles.ts";
import { darkFormColors, darkTheme } from "../lib/theme.ts";

export const referralFormStyles = `${formStyles}
:host {
  display: flex;
  flex-direction: column;
}
.card {
  position: relative;
  flex: 1 1 auto;
  padding: 1.5rem;
  border: 1px solid var(--_surface);
  border-radius: var(--_radius);
  background: var(--_bg);
  color: var(--_text);
  font-family: var(--_font);
  font-size: 1rem;
  line-height: 1.5;
  text-align: start;
}
.form { margin: 0; }
.title { margin: 0 0 0.5rem; font-size: 1.375rem; line-height: 1.25; font-weight: 700; }
.reward { margin: 0 0 0.75rem; padding: 0.6rem 0.8rem; border-left: 4px solid var(--_accent); background: var(--_surface); font-weight: 600; }
.group { margin: 0 0 0.5rem; padding: 0; border: 0; min-width: 0; }
.legend { padding: 0; margin: 0 0 0.5rem; font-weight: 700; font-size: 1.05rem; }
.field { display: flex; flex-direction: column; gap: 0.3rem; margin-bottom: 0.9rem; }
.optional { font-weight: 400; color: var(--_muted); }
.checkbox-row { display: flex; align-items: flex-start; gap: 0.6rem; }
.checkbox { flex: none; width: 1.25rem; height: 1.25rem; margin: 0.15rem 0 0; accent-color: var(--_accent); }
.checkbox-row .label { font-weight: 400; }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.6rem;
  width: 100%; min-height: 2.75rem; padding: 0.6rem 1.25rem;
  border: 2px solid var(--_accent); border-radius: calc(var(--_radius) * 0.7);
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
}
button:disabled { cursor: progress; }
:is(button, input, a):focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.spinner {
  flex: none; width: 1.1rem; height: 1.1rem;
  border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: agency-spin 0.8s linear infinite;
}
.success { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.75rem; padding: 1.5rem 0; text-align: center; }
/* The success card is as tall as its content, not the form it replaced. */
.card[data-state="success"] { flex: 0 0 auto; }
.sent-note { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-left: 4px solid var(--_success); background: var(--_surface); color: var(--_text); }
.check {
  display: grid; place-items: center; width: 4rem; height: 4rem; border-radius: 50%;
  background: var(--_success); color: #ffffff;
}
.success-text { margin: 0 0 0.5rem; color: var(--_muted); max-width: 28rem; }
@keyframes agency-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
@media (forced-colors: active) { .check { border: 2px solid CanvasText; } }
.bot-check { margin: 0.5rem 0 1rem; }
.privacy-note { margin: 0 0 1rem; }
${darkTheme(darkFormColors)}`;
