/**
 * Where the page's toast goes: at the bottom (the top holds a page's header and its
 * navigation), unless something the visitor needs is under it there. Then it moves to the
 * other edge, so a toast never covers the cookie banner, a button or link of ours, a form's
 * submit button, a questionnaire trigger, the page's navigation or the control that has
 * the focus; where both edges hold some, it covers the less.
 */

export type ToastEdge = "top" | "bottom";

/** Our elements, whose buttons and links a toast must leave free, with the cookie banner as a whole. */
export const WIDGET_HOSTS = "agency-cookie-consent, agency-referral-form, agency-questionnaire";
const WIDGET_CONTROLS = '[part~="banner"], button, a[href], select';
/** The host page's own: its forms' submit buttons, the questionnaire's triggers and its navigation (a header's links, a tab bar). */
const PAGE_CONTROLS = 'form [type="submit"], [data-agency-questionnaire], nav a[href], header a[href], header button';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The boxes of every visible control a toast must not cover, and of the page's focused control. */
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
 * The edge for a toast now at `toast` (placed at `edge`, `gap` from it) in a viewport
 * `viewportHeight` tall: `preferred` when nothing is under the toast there, else the other
 * edge when that is free, else whichever covers less.
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
