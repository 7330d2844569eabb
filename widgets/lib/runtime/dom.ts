/**
 * Framework-free DOM helpers shared by the widgets and the loader: focus across shadow
 * roots, tabbable elements, idle scheduling and lazily loaded modules.
 */

/** The focused element, looking through open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]';

/** Elements inside `container` a Tab press can reach, in DOM order. */
export function tabbables(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest("[hidden],[inert],[aria-hidden='true']"),
  );
}

/**
 * Runs `task` when the browser is idle, and at the latest after `timeout` ms. Where
 * requestIdleCallback is missing (Safari), after 1.5 s or the timeout if that is sooner.
 */
export function whenIdle(task: () => void, timeout = 4000): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, Math.min(timeout, 1500));
}

/**
 * Resolves when the browser is idle. Background loads wait for it so they never compete
 * with the first usable field.
 */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeout));
}

/**
 * Wraps a dynamic import so it is fetched once and shared by every caller. The returned
 * function resolves to null when the fetch fails (offline); the next call retries.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T | null> {
  let module: Promise<T | null> | undefined;
  return () =>
    (module ??= load().catch(() => {
      module = undefined;
      return null;
    }));
}

/** Whether `node` sits in a host page's modal: an open modal `<dialog>` or an `aria-modal` element. */
export function inHostModal(node: Element): boolean {
  try {
    return !!node.closest('dialog:modal,[aria-modal="true"]');
  } catch {
    // A browser without `:modal` still knows `aria-modal`.
    return !!node.closest('[aria-modal="true"]');
  }
}

/**
 * Whether the visitor can reach `el`: not inert, not hidden, and not covered at its centre
 * (by a modal's backdrop, say). Off screen counts as reachable, since scrolling brings it in.
 */
export function reachable(el: Element): boolean {
  if (el.closest("[inert]") || el.checkVisibility?.() === false) return false;
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !hit || el.contains(hit);
}
