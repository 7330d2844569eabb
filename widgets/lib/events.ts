/**
 * Dispatches one of the widgets' prefixed events from the element: bubbling and composed,
 * so a listener on the document hears it through the shadow boundary.
 */
export function emit<T>(host: Element | null | undefined, type: string, detail: T): void {
  host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Where the widget's code was served from: the agency's origin on a partner page (the
 * default API base), the page's own origin where the code is not loaded over HTTP (tests).
 */
export function codeOrigin(): string {
  const url = new URL(import.meta.url);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : location.origin;
}
