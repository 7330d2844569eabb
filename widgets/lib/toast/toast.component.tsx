/**
 * The toast region's component: the toast shown, its live regions and its close button.
 */
import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { onPageViewEnd } from "./page-view.ts";
import { chooseEdge, obstacles, type ToastEdge, WIDGET_HOSTS } from "./placement.ts";
import { KEYBOARD_PAUSE_MS, type Toast, type ToastStore, toasts } from "./store.ts";

function ToastView({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useLingui();
  const dismiss = () => store.dismiss(toast.id);
  const box = useRef<HTMLDivElement>(null);
  // Reading it or reaching for its button stops the clock; leaving starts the rest of it.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const { id } = toast;
    const listeners: [string, (event: Event) => void][] = [
      ["pointerenter", () => store.hold(id, "hover")],
      ["pointerleave", () => store.release(id, "hover")],
      ["focusin", () => store.hold(id, "focus")],
      [
        "focusout",
        (event) => {
          if (!el.contains((event as FocusEvent).relatedTarget as Node | null)) store.release(id, "focus");
        },
      ],
    ];
    for (const [type, listener] of listeners) el.addEventListener(type, listener);
    // A keyboard visitor reaches the toast by Tab, through every link before it: the clock
    // waits while they are on their way and runs again once the Tab key rests.
    const doc = el.ownerDocument;
    let resting: ReturnType<typeof setTimeout> | undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      store.hold(id, "keyboard");
      clearTimeout(resting);
      resting = setTimeout(() => store.release(id, "keyboard"), KEYBOARD_PAUSE_MS);
    };
    doc.addEventListener("keydown", onKey, true);
    return () => {
      for (const [type, listener] of listeners) el.removeEventListener(type, listener);
      doc.removeEventListener("keydown", onKey, true);
      clearTimeout(resting);
    };
  }, [toast, store]);
  return (
    <div ref={box} className="toast" part="toast" data-variant={toast.variant}>
      <span className="toast-title" part="toast-title">
        {toast.title}
      </span>
      {toast.description ? (
        <p className="toast-description" part="toast-description">
          {toast.description}
        </p>
      ) : null}
      {toast.action ? (
        <a className="toast-action" part="toast-action" href={toast.action.href} target="_blank" rel="noopener" onClick={dismiss}>
          {toast.action.label}
        </a>
      ) : null}
      <button type="button" className="toast-dismiss" part="toast-dismiss" aria-label={t`Dismiss notification`} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Calls `changed` when content appears or moves under the toast, or the focus moves. */
function watchContent(doc: Document, changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  const options = { childList: true, subtree: true, attributes: true, characterData: true };
  observer.observe(doc.body, options);
  // Our elements' shadow roots too: a step or message that appears there moves their buttons.
  for (const host of doc.querySelectorAll(WIDGET_HOSTS)) if (host.shadowRoot) observer.observe(host.shadowRoot, options);
  doc.addEventListener("focusin", changed);
  return () => {
    observer.disconnect();
    doc.removeEventListener("focusin", changed);
  };
}

/**
 * Keeps the page's toast off the controls the visitor needs (see {@link chooseEdge}):
 * checked when a toast appears, while the page scrolls or resizes under it, and when
 * content appears under it or the focus moves.
 */
function useEdge(region: RefObject<HTMLDivElement | null>, toast: Toast | null) {
  useLayoutEffect(() => {
    const el = region.current;
    if (!el || !toast) return;
    const view = el.ownerDocument.defaultView ?? window;
    let frame = 0;
    const place = () => {
      frame = 0;
      const box = el.querySelector(".toast")?.getBoundingClientRect();
      if (!box) return;
      // The bottom on every screen: the top holds a page's header and its navigation.
      const now = (el.dataset.edge as ToastEdge | undefined) ?? "bottom";
      const edge = chooseEdge(box, now, "bottom", view.innerHeight, obstacles(el.ownerDocument));
      if (edge !== el.dataset.edge) el.dataset.edge = edge;
    };
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(place);
    };
    delete el.dataset.edge;
    place();
    view.addEventListener("scroll", schedule, { passive: true, capture: true });
    view.addEventListener("resize", schedule, { passive: true });
    const unwatch = watchContent(el.ownerDocument, schedule);
    return () => {
      unwatch();
      if (frame) view.cancelAnimationFrame(frame);
      view.removeEventListener("scroll", schedule, { capture: true });
      view.removeEventListener("resize", schedule);
    };
  }, [region, toast]);
}

/**
 * Shows the store's one toast. Both live regions are always in the DOM so screen readers
 * announce a toast the moment it appears: errors assertively, everything else politely.
 */
export function ToastRegion({ store = toasts, placement = "page" }: { store?: ToastStore; placement?: "page" | "dialog" }) {
  const current = useSyncExternalStore(store.subscribe, store.get, () => null);
  const claimed = useSyncExternalStore(store.subscribe, store.claimed, () => false);
  // While a dialog is open its own region shows the toasts raised in it; the page's stays empty.
  const toast = claimed === (placement === "dialog") ? current : null;
  const urgent = toast?.variant === "destructive";
  const region = useRef<HTMLDivElement>(null);
  useEdge(region, placement === "page" ? toast : null);
  // A toast on the page belongs to the page view it came on: another view of an app ends it.
  useEffect(() => {
    const view = region.current?.ownerDocument.defaultView;
    if (!view || !toast || placement !== "page") return;
    return onPageViewEnd(view, toast.page, () => store.dismiss(toast.id));
  }, [toast, store, placement]);
  return (
    <div ref={region} className="region" part="toast-region" data-placement={placement}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !urgent ? <ToastView key={toast.id} toast={toast} store={store} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast && urgent ? <ToastView key={toast.id} toast={toast} store={store} /> : null}
      </div>
    </div>
  );
}
