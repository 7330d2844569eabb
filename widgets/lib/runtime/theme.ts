/**
 * The `theme` attribute every widget has: `light` (the default), `dark`, or `auto`, which
 * follows the visitor's system setting. `declarations` are the widget's dark values of its
 * private custom properties; a partner's `--agency-*` properties still win over them.
 */
export function darkTheme(declarations: string): string {
  return `:host([theme="dark"]){${declarations};color-scheme:dark}@media (prefers-color-scheme: dark){:host([theme="auto"]){${declarations};color-scheme:dark}}`;
}
