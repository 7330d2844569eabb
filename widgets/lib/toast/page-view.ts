/**
 * A single-page app shows another page without loading one: a toast about the page before
 * (a confirmation, an error) must not stay over the next page's form. The app moves by
 * `history.pushState`, the back and forward buttons (`popstate`) or, where the browser
 * has it, the Navigation API; a new hash alone is the same page.
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
  // Routers call pushState as a method of `history`: it is wrapped once, passing everything on.
  const { history } = view;
  const push = history.pushState;
  history.pushState = function pushState(this: History, ...args: Parameters<History["pushState"]>) {
    push.apply(this, args);
    notify();
  };
}

/** The page view `view` shows now: its path and query (the toast store keeps the same). */
const pageView = (view: Window) => view.location.pathname + view.location.search;

/** Calls `onLeave` once `view` no longer shows the page view `shown`; returns the function that stops watching. */
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
