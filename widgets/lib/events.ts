/**
 * Dispatches one of the widgets' prefixed events from the element: bubbling and composed,
 * so a listener on the document hears it through the shadow boundary.
 */
export function emit<T>(host: Element | null | undefined, type: string, detail: T): void {
  host?.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
