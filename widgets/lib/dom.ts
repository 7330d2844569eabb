/**
 * Small DOM helpers the widgets share: the focused element through shadow roots, what
 * takes the focus, idle time, a module loaded once (retried after a failed fetch).
 */
// Small DOM helpers shared by the widgets; framework-free so the loader can use them.

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

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(task: () => void, timeout = 4000): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 1500);
}

/**
 * Resolves when the browser is idle: what a widget loads in the background (toasts,
 * attribution, the funnel) waits for it, so it never competes with the first usable field.
 */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeout));
}

/**
 * A module a form needs only after its first render (what shows an answer): fetched once
 * the browser is idle (`idle().then(load)`) and awaited beside the request that needs it.
 * Resolves to null when it cannot be fetched (offline); the next call tries again.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T | null> {
  let module: Promise<T | null> | undefined;
  return () =>
    (module ??= load().catch(() => {
      module = undefined;
      return null;
    }));
}

/** A host page's modal around `node`: an open modal `<dialog>` or an `aria-modal` one (Bootstrap's, a CMS's). */
export function inHostModal(node: Element): boolean {
  try {
    return !!node.closest('dialog:modal,[aria-modal="true"]');
  } catch {
    // A browser without `:modal` still knows `aria-modal`.
    return !!node.closest('[aria-modal="true"]');
  }
}

/**
 * Whether the visitor can reach `el` where it is: not inert, not hidden, and not covered
 * at its centre by something else (a modal's backdrop). Off screen counts as reachable:
 * scrolling brings it into view.
 */
export function reachable(el: Element): boolean {
  if (el.closest("[inert]") || el.checkVisibility?.() === false) return false;
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !hit || el.contains(hit);
}
