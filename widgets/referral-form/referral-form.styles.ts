/**
 * The referral form's styles, for its shadow root; themable by the questionnaire's
 * `--agency-*` and `::part()`. Default colours meet WCAG AA on white. Lengths are in `em`
 * of their element: on text of .875, `calc(.75em / .875)` is .75 of the base size.
 */

import { hostReset } from "../lib/runtime/styles.ts";
import { darkTheme } from "../lib/runtime/theme.ts";
import { darkFormColors, formStyles } from "../lib/ui/form.styles.ts";

export const referralFormStyles = `${hostReset}${formStyles}
:host {
  display: flex;
  flex-direction: column;
}
/* A sticky header may cover the field a failed submit scrolls to. */
:host,
* {
  scroll-margin-top: var(--agency-scroll-margin-top);
}
.card {
  position: relative;
  flex: 1 1 auto;
  padding: 1.5em;
  border: 1px solid var(--_surface);
  border-radius: var(--_radius);
  background: var(--_bg);
  color: var(--_text);
  font-family: var(--_font);
  line-height: 1.5;
  text-align: start;
}
.form { margin: 0; }
.title-row { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 0.5em 0.75em; }
.title { margin-bottom: calc(0.5em / 1.375); }
.reward { margin: 0 0 0.75em; padding: 0.6em 0.8em; border-left: 4px solid var(--_accent); background: var(--_surface); font-weight: 600; }
.group { margin: 0 0 0.5em; padding: 0; border: 0; min-width: 0; }
/* .5 of the base size, rounded up: calc(.5em / 1.05) of the 16.8 px text lands a hair under 8 px. */
.legend { padding: 0; margin: 0 0 0.4762em; font-weight: 700; font-size: 1.05em; }
.field { margin-bottom: 0.9em; }
.checkbox-row { display: flex; align-items: flex-start; gap: 0.6em; }
.checkbox { flex: none; width: 1.25em; height: 1.25em; margin: 0.15em 0 0; font: inherit; accent-color: var(--_accent); }
.checkbox-row .label { font-weight: 400; }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.6em;
  width: 100%; text-decoration: none;
}
button:disabled { cursor: progress; }
.spinner {
  flex: none; width: 1.1em; height: 1.1em;
  border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: agency-spin 0.8s linear infinite;
}
/* The success card is as tall as its content, not the form it replaced. */
.card[data-state="success"] { flex: 0 0 auto; }
.sent-note { margin: 0 0 1em; padding: 0.5em 0.75em; border-left: 4px solid var(--_success); background: var(--_surface); color: var(--_text); }
@keyframes agency-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
.bot-check { margin: 0.5em 0 1em; }
.privacy-note { margin: 0 0 calc(1em / 0.875); }
${darkTheme(darkFormColors)}`;
