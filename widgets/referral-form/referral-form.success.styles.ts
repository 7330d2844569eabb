/**
 * The confirmation's styles, adopted into the form's shadow root when it first shows
 * (referral-form.success.tsx): the form never needs them before. The palette is the form's
 * (referral-form.styles.ts).
 */
export const successStyles = `
/* Compact: a confirmation, not a page; it reads top to bottom like the form it replaced. */
.success { display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: center; gap: 0.5em 0.75em; padding: 0; text-align: start; }
.success > p { grid-column: 1 / -1; margin: 0; }
.check {
  display: grid; place-items: center; width: 2.5em; height: 2.5em; border-radius: 50%;
  background: var(--_success); color: #ffffff;
}
.success-text { color: var(--_text); }
.success-reward { padding: 0.5em 0.75em; border-left: 4px solid var(--_success); background: var(--_surface); color: var(--_text); }
.success-more { color: var(--_muted); }
.link { color: var(--_accent); font-weight: 600; }
@media (forced-colors: active) { .check { border: 2px solid CanvasText; } }
`;
