/**
 * Dispatches one of the widgets' prefixed events from the element: bubbling and composed,
 * so a listener on the document hears it through the shadow boundary.
 */
export function emit<T>(host: Element, type: string, detail: T): void {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Where the widget's code was served from: the agency's origin, also on a partner page,
 * so it is the default API base (the Worker serves both).
 */
export function codeOrigin(): string {
  return new URL(import.meta.url).origin;
}
