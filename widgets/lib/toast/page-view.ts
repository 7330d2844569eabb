/**
 * Tells when a single-page app moves to another page view, so a toast about the previous one
 * does not stay over the next. Watches `pushState`, `popstate` and the Navigation API; a
 * hash change alone is the same view.
 */

type Navigation = EventTarget;
const listeners = new Set<() => void>();
let watching = false;

function watch(view: Window): void {
  if (watching) return;
  watching = true;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  view.addEventListener("popstate", notify);
  (view as Window & { navigation?: Navigation }).navigation?.addEventListener("currententrychange", notify);
  // pushState fires no event, so it is wrapped (once) on `history`, where routers call it.
  const { history } = view;
  const push = history.pushState;
  history.pushState = function pushState(this: History, ...args: Parameters<History["pushState"]>) {
    push.apply(this, args);
    notify();
  };
}

/** A page view's key: path and query (a hash change alone is the same view). */
export const pageView = (view: Window) => view.location.pathname + view.location.search;

/**
 * Calls `onLeave` once `view` no longer shows the page view `shown`.
 * @returns a function that stops watching
 */
export function onPageViewEnd(view: Window, shown: string, onLeave: () => void): () => void {
  watch(view);
  const listener = () => {
    if (pageView(view) === shown) return;
    listeners.delete(listener);
    onLeave();
  };
  listeners.add(listener);
  // The app may have moved on between the toast and this call.
  listener();
  return () => listeners.delete(listener);
}
