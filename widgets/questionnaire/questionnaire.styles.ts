/**
 * The questionnaire dialog's styles, for its shadow root; themable by `--agency-*` and
 * `::part()`. Default colours meet WCAG AA on white. Lengths are in `em` of their element:
 * on text of .875, `calc(.75em / .875)` is .75 of the base size.
 */

import { hostReset } from "../lib/runtime/styles.ts";
import { darkTheme } from "../lib/runtime/theme.ts";
import { darkFormColors, formStyles } from "../lib/ui/form.styles.ts";

export const questionnaireStyles =
  hostReset +
  formStyles +
  `
:host {
  display: contents;
  /* A shadow, never a glow: darker than the panel in both themes. Rules between parts: the
     surface colour in light, a light line in dark, where the surface is close to the panel. */
  --_shade: rgb(0 0 0 / 0.2);
  --_rule: var(--_surface);
}
/* Inline, the element is the panel's box: a page's width, margin and max-width on it apply. */
:host([mode="inline"]:not([hidden])) {
  display: block;
  /* In the page's flow a sticky header may cover what is scrolled to (the form, a step's heading, a field). */
  scroll-margin-top: var(--agency-scroll-margin-top);
}
.inline * {
  scroll-margin-top: var(--agency-scroll-margin-top);
}
.dialog {
  width: calc(100% - 2em);
  max-width: 600px;
  max-height: calc(100dvh - 2em);
  margin: auto;
  padding: 0;
  border: 0;
  /* Open or closed (see below), and inline. */
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: var(--_bg);
  color: var(--_text);
  border-radius: var(--_radius);
  /* In dark, a hairline edge keeps the panel apart from a dark backdrop. */
  box-shadow: 0 0 0 1px var(--_edge, #0000), 0 24px 64px rgb(0 0 0 / 0.3);
  font-family: var(--_font);
  line-height: 1.5;
  text-align: start;
}
.dialog[open] { animation: agency-rise 0.2s ease-out; }
/* Closed, the dialog keeps its styles and layout where the open one will be, unseen and
   out of reach (not painted, hit-tested, focusable or read out), so opening it computes
   neither for the whole form again: showModal() then costs about half. Within its
   containing block, so a host's transformed container never scrolls further for it. */
dialog.dialog:not([open]) { visibility: hidden; position: fixed; inset: 0; max-height: 100%; pointer-events: none; }
/* Inline: the same panel in the page's flow, as wide as its container. */
.inline { width: 100%; max-width: none; max-height: none; margin: 0; border: 1px solid var(--_surface); box-shadow: none; }
.inline .header { padding-inline-end: 1.5em; }
.intro { margin: 0.35em 0 0; color: var(--_muted); font-size: 0.875em; }
.privacy-note { margin: 0 calc(1.5em / 0.875) calc(0.75em / 0.875); }
.dialog::backdrop { background: var(--agency-backdrop, rgb(15 23 42 / 0.6)); }
.header { padding: 1.5em 3.5em 0.5em 1.5em; }
.progress { display: flex; align-items: center; gap: calc(0.75em / 0.875); margin-bottom: calc(0.75em / 0.875); color: var(--_muted); font-size: 0.875em; }
/* Centred on the close button beside it (its centre is 34 px from the top). */
.progress .language { margin-inline-start: auto; margin-block: calc(-0.375em / 0.875) 0; }
.progress .language-select { font-size: 1em; }
.dots { display: inline-flex; gap: calc(0.4em / 0.875); }
.dot { width: calc(0.6em / 0.875); height: calc(0.6em / 0.875); border-radius: 50%; border: 2px solid var(--_border); }
.dot:not([data-state="upcoming"]) { background: var(--_accent); border-color: var(--_accent); }
.dot[data-state="current"] { width: calc(1.6em / 0.875); border-radius: 999px; }
.subtitle { margin: 0.35em 0 0; color: var(--_muted); }
.close {
  position: absolute; top: calc(0.75em / 1.75); right: calc(0.75em / 1.75);
  display: grid; place-items: center;
  width: calc(2.75em / 1.75); height: calc(2.75em / 1.75); padding: 0;
  border: 0; border-radius: 8px; background: transparent; color: var(--_muted);
  font: inherit; font-size: 1.75em; line-height: 1; cursor: pointer;
}
.close:hover { background: var(--_surface); color: var(--_text); }
.form { display: flex; flex-direction: column; min-height: 0; flex: 1 1 auto; margin: 0; }
.body { padding: 0.5em 1.5em 1em; overflow-y: auto; flex: 1 1 auto; }
/* Scroll shadows: a soft edge shows where more of the step is above or below (covers that
   scroll with the content hide them at either end). */
.body {
  background: linear-gradient(var(--_bg) 40%, #0000) top / 100% 2em no-repeat local,
    linear-gradient(#0000, var(--_bg) 60%) bottom / 100% 2em no-repeat local,
    radial-gradient(farthest-side at 50% 0, var(--_shade), #0000) top / 100% 0.9em no-repeat,
    radial-gradient(farthest-side at 50% 100%, var(--_shade), #0000) bottom / 100% 0.9em no-repeat;
}
/* The note on the company step scrolls with its fields. The summary's privacy note is
   pinned beside the button that sends, so the scroll shadow never lies over it. */
.body .privacy-note { margin: 1em 0 0; }
.field { margin-bottom: 1em; }
.hint { margin: 0; font-size: 0.875em; color: var(--_muted); }
textarea.input { resize: vertical; min-height: 6.5em; }
.form-error { margin: 0.5em 0 0; padding: 0.6em 0.8em; border-left: 4px solid var(--_error); background: var(--_error-bg); color: var(--_error); font-weight: 600; }
.footer {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.75em;
  padding: 1em 1.5em 1.5em; border-top: 1px solid var(--_rule);
}
/* Above the buttons, across the footer's width. */
.footer .form-error { flex-basis: 100%; margin: 0; }
.secondary { margin-right: auto; background: transparent; color: var(--_accent); }
.secondary:hover { background: var(--_surface); }
button:disabled { cursor: not-allowed; opacity: 0.7; }
/* The toast region is sized in px (see its styles), so its padding here is too. */
.region[data-placement="dialog"] { position: static; padding: 0 24px 12px; align-items: stretch; }
.region[data-placement="dialog"] .toast { width: 100%; animation: none; }
@media (max-width: 640px) {
  .dialog { width: 100%; max-width: none; height: 100%; max-height: none; border-radius: 0; }
  .progress .language { margin-block: 0; }
  .header { padding: 1em 3.25em 0.25em 1em; }
  .body { padding: 0.5em 1em 1em; }
  .footer { padding: 0.75em 1em 1em; }
  .inline { height: auto; border-radius: var(--_radius); }
  .privacy-note { margin-inline: calc(1em / 0.875); }
  .region[data-placement="dialog"] { padding-inline: 16px; }
}
@keyframes agency-rise { from { transform: translateY(0.75em); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .dialog[open] { animation: none; } }
@media (forced-colors: active) { .dot:not([data-state="upcoming"]) { background: CanvasText; } }
` +
  darkTheme(`${darkFormColors};--_shade:rgb(0 0 0 / 0.6);--_rule:rgb(255 255 255 / 0.16);--_edge:var(--_rule)`);
