/**
 * Constructable stylesheets, made once per CSS text and adopted by every shadow root that
 * needs them. Adopted sheets, unlike `<style>`, survive a Content-Security-Policy without
 * `style-src 'unsafe-inline'`.
 */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * True where the browser can adopt constructed sheets (every current engine; not jsdom,
 * nor Safari before 16.4). Every engine with `adoptedStyleSheets` constructs sheets too.
 */
export function canAdoptStyles(): boolean {
  return "adoptedStyleSheets" in Document.prototype;
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
 * The first rule of every element's styles. `all: initial` stops the host page's inherited
 * properties at the host, while `--agency-*` custom properties still pass; `direction` is
 * outside `all` and set apart. The base size is the browser's `medium`, never the page's root
 * size. `visibility` still inherits, so a widget in a hidden part of the page stays hidden.
 */
export const hostReset =
  ":host{all:initial;direction:ltr;visibility:inherit;font-size:var(--agency-font-size,medium)}:host([hidden]){display:none}";
