/**
 * Constructable stylesheets, made once per CSS text and adopted by every shadow root that
 * needs them (Lit's `adoptStyles` pattern). A partner page whose Content-Security-Policy
 * has no `style-src 'unsafe-inline'` blocks `<style>` elements but not adopted sheets, so
 * this is how the widgets stay styled there.
 */
const sheets = new Map<string, CSSStyleSheet>();

/** True where the browser can adopt constructed sheets (every current engine; not jsdom). */
export function canAdoptStyles(): boolean {
  return typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype && "adoptedStyleSheets" in Document.prototype;
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds `css` to a shadow root's (or the document's) adopted sheets, keeping the ones it
 * already has. Returns false where adopting is not supported: render a `<style>` instead.
 */
export function adoptStyles(target: ShadowRoot | Document, css: string): boolean {
  if (!canAdoptStyles()) return false;
  const sheet = sheetFor(css);
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  return true;
}

/** Removes what {@link adoptStyles} added, leaving the target's other sheets alone. */
export function unadoptStyles(target: ShadowRoot | Document, css: string): void {
  const sheet = sheets.get(css);
  if (sheet && canAdoptStyles()) target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== sheet);
}

/**
 * Where every element's styles start. Inherited properties cross the shadow boundary, so a
 * host page's `body { letter-spacing: .05em; text-transform: uppercase; line-height: 3 }`
 * would reach our text; `all: initial` stops every one of them (font, spacing, case,
 * colour, cursor, ...) at the host, and `direction`, which `all` leaves out, is set apart.
 * Custom properties are not part of `all`: the documented `--agency-*` ones still come in.
 * The base size is `medium`, the visitor's own browser setting, never the page's root size
 * (themes set `html { font-size: 62.5% }`), and every length after it is in `em`, not `rem`.
 * `visibility` still inherits, so a widget in a part of the page hidden that way stays hidden.
 * An element's own `:host` rule (its `display`) comes after this one.
 */
export const hostReset =
  ":host{all:initial;direction:ltr;visibility:inherit;font-size:var(--agency-font-size,medium)}:host([hidden]){display:none}";
