/**
 * Styles both forms share: the palette from the partner's `--agency-*` custom properties,
 * with defaults that meet WCAG AA on white (text 4.5:1, borders and focus ring 3:1), then
 * labels, inputs and errors. Lengths are in `em`, never `rem`, so a partner's root font
 * size cannot shrink the forms.
 */
export const formStyles = `
:host {
  --_accent: var(--agency-accent, #1d4ed8);
  --_on-accent: var(--agency-on-accent, #ffffff);
  --_bg: var(--agency-bg, #ffffff);
  --_text: var(--agency-text, #111827);
  --_muted: var(--agency-muted, #4b5563);
  --_border: var(--agency-border, #6b7280);
  --_surface: var(--agency-surface, #f3f4f6);
  --_error: var(--agency-error, #b91c1c);
  --_error-bg: #fef2f2;
  --_success: var(--agency-success, #15803d);
  --_focus: var(--agency-focus, #1d4ed8);
  --_radius: var(--agency-radius, 12px);
  --_font: var(--agency-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
.title:focus { outline: none; }
:is(.title, button, input, select, textarea, a):focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.title { margin: 0; font-size: 1.375em; line-height: 1.25; font-weight: 700; }
.field { display: flex; flex-direction: column; gap: 0.3em; }
.button {
  min-height: 2.75em; padding: 0.6em 1.25em;
  border: 2px solid var(--_accent); border-radius: calc(var(--_radius) * 0.7);
  font: inherit; font-weight: 600; cursor: pointer;
}
.required-note { margin: 0 0 calc(0.75em / 0.875); font-size: 0.875em; color: var(--_muted); }
.label { font-weight: 600; }
.required { color: var(--_error); }
.optional { font-weight: 400; color: var(--_muted); }
.input {
  width: 100%;
  min-height: 2.75em;
  padding: 0.55em 0.75em;
  border: 1px solid var(--_border);
  border-radius: calc(var(--_radius) * 0.6);
  background-color: var(--_bg);
  color: var(--_text);
  font: inherit;
}
/* Selects draw their chevron in the text colour (the native arrow differs per browser and
   ignores the theme); forced colours keep the system's own. */
select {
  appearance: none; padding-inline-end: 2em;
  background: linear-gradient(45deg, #0000 50%, currentColor 0) right 1.2em center / 0.35em 0.35em no-repeat,
    linear-gradient(135deg, currentColor 50%, #0000 0) right 0.85em center / 0.35em 0.35em no-repeat;
}
@media (forced-colors: active) { select { appearance: auto; } }
/* An invalid field is told by more than its colour: a thicker border, a tinted field, and a
   round "!" before its message (silent for screen readers, which hear the message itself).
   The focus ring stays outside the border, so the two never read as one. */
.input[aria-invalid="true"] { border: 2px solid var(--_error); background-color: var(--_error-bg); }
.error { display: flex; align-items: baseline; gap: 0.45em; margin: 0; color: var(--_error); font-size: 0.9em; font-weight: 600; }
.error::before {
  content: "!"; content: "!" / "";
  flex: none; display: inline-block; width: 1.2em; height: 1.2em; border-radius: 50%;
  background: var(--_error); color: var(--_bg); font-size: 0.8em; font-weight: 800; line-height: 1.2em; text-align: center;
  transform: translateY(-0.05em);
}
.primary { background: var(--_accent); color: var(--_on-accent); }
.primary:hover { filter: brightness(0.92); }
.hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.bot-check:empty { display: none; }
.form-note { margin: 0 0 1em; color: var(--_error); font-weight: 600; }
.privacy-note { font-size: 0.875em; color: var(--_muted); }
.privacy-note a { color: var(--_accent); }
/* The language switch: one small pill, the globe inside it, quieter than the form's fields. */
.language { position: relative; display: inline-flex; align-items: center; color: var(--_muted); }
.language-icon { position: absolute; inset-inline-start: 0.6em; width: 1em; height: 1em; pointer-events: none; }
.language-select {
  min-height: 2em; padding: 0.2em 2em;
  border: 1px solid var(--_border); border-radius: 999px;
  background-color: var(--_bg); color: var(--_text); font: inherit; font-size: 0.875em;
  cursor: pointer;
}
.language-select:hover { background-color: var(--_surface); }
`;

/**
 * The dark palette of the two forms (contrast AA on #111827), for `darkTheme()`: with the
 * light one above, in the chunk the forms share, not in the runtime that the banner loads.
 */
export const darkFormColors = `
  --_accent: var(--agency-accent, #60a5fa);
  --_on-accent: var(--agency-on-accent, #0b1220);
  --_bg: var(--agency-bg, #111827);
  --_text: var(--agency-text, #f3f4f6);
  --_muted: var(--agency-muted, #cbd5e1);
  --_border: var(--agency-border, #94a3b8);
  --_surface: var(--agency-surface, #1f2937);
  --_error: var(--agency-error, #fca5a5);
  --_error-bg: #3b1111;
  --_success: var(--agency-success, #4ade80);
  --_focus: var(--agency-focus, #93c5fd)`;
