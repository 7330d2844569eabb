/**
 * Chooses the edge for the page's toast: the bottom, unless a control the visitor needs is
 * under it there (our widgets' controls, submit buttons, navigation, the focused element);
 * then the other edge, or whichever covers less.
 */

export type ToastEdge = "top" | "bottom";

/** Our elements: their buttons and links, and the cookie banner as a whole, stay uncovered. */
export const WIDGET_HOSTS = "agency-cookie-consent, agency-referral-form, agency-questionnaire";
const WIDGET_CONTROLS = '[part~="banner"], button, a[href], select';
/** The host page's controls to keep free: submit buttons, questionnaire triggers, navigation. */
const PAGE_CONTROLS = 'form [type="submit"], [data-agency-questionnaire], nav a[href], header a[href], header button';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Returns the boxes of every visible control a toast must not cover, the focused one included. */
export function obstacles(doc: Document): Box[] {
  const elements: Element[] = [...doc.querySelectorAll(PAGE_CONTROLS)];
  for (const host of doc.querySelectorAll(WIDGET_HOSTS)) {
    if (host.shadowRoot) elements.push(...host.shadowRoot.querySelectorAll(WIDGET_CONTROLS));
  }
  // A host with a shadow root (ours, the toast's) stands for its controls, listed above.
  const focused = doc.activeElement;
  if (focused && focused !== doc.body && !focused.shadowRoot) elements.push(focused);
  // A control faded out (a sticky call to action while it steps aside) is no obstacle.
  return elements
    .filter((el) => el.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) !== false)
    .map((el) => el.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Returns the edge for a toast whose box is `toast`, now placed at `edge`: `preferred` when
 * it covers nothing there, else the edge where it covers less of `blocking`.
 */
export function chooseEdge(toast: Box, edge: ToastEdge, preferred: ToastEdge, viewportHeight: number, blocking: Box[]): ToastEdge {
  const height = toast.bottom - toast.top;
  const gap = edge === "top" ? toast.top : viewportHeight - toast.bottom;
  const at = (where: ToastEdge): Box =>
    where === "top"
      ? { left: toast.left, right: toast.right, top: gap, bottom: gap + height }
      : { left: toast.left, right: toast.right, top: viewportHeight - gap - height, bottom: viewportHeight - gap };
  const covered = (where: ToastEdge) => blocking.reduce((sum, box) => sum + overlap(at(where), box), 0);
  const other: ToastEdge = preferred === "top" ? "bottom" : "top";
  const first = covered(preferred);
  if (first === 0) return preferred;
  return covered(other) < first ? other : preferred;
}
