/**
 * The `theme` attribute every widget has: `light` (the default), `dark`, or `auto`, which
 * follows the visitor's system setting. `declarations` are the widget's dark values of its
 * private custom properties; a partner's `--agency-*` properties still win over them.
 */
export function darkTheme(declarations: string): string {
  return `:host([theme="dark"]){${declarations};color-scheme:dark}@media (prefers-color-scheme: dark){:host([theme="auto"]){${declarations};color-scheme:dark}}`;
}

/** The dark palette the questionnaire and the referral form share (contrast AA on #111827). */
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
