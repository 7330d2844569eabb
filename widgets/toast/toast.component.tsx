import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLingui } from "@lingui/react/macro";
import { DEFAULT_TOAST_DURATION_MS, type Toast, type ToastStore, toasts } from "../lib/toasts.ts";

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useLingui();
  const duration = toast.duration ?? DEFAULT_TOAST_DURATION_MS;
  // The timer belongs to this toast (the view is keyed by its id); a new render of the
  // region with a new dismiss callback must not restart it.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => dismiss.current(), duration);
    return () => clearTimeout(timer);
  }, [duration]);

  return (
    <div className="toast" part="toast" data-variant={toast.variant}>
      <span className="title" part="toast-title">
        {toast.title}
      </span>
      {toast.description ? (
        <p className="description" part="toast-description">
          {toast.description}
        </p>
      ) : null}
      {toast.action ? (
        <a className="action" part="toast-action" href={toast.action.href} target="_blank" rel="noopener">
          {toast.action.label}
        </a>
      ) : null}
      <button type="button" className="dismiss" part="toast-dismiss" aria-label={t`Dismiss notification`} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Shows the store's one toast. Both live regions are always in the DOM so screen readers
 * announce a toast the moment it appears: errors assertively, everything else politely.
 */
export function ToastRegion({ store = toasts, placement = "page" }: { store?: ToastStore; placement?: "page" | "dialog" }) {
  const current = useSyncExternalStore(store.subscribe, store.get, () => null);
  const claimed = useSyncExternalStore(store.subscribe, store.claimed, () => false);
  // While a dialog is open its own region shows the toast; the page's stays empty.
  const toast = claimed === (placement === "dialog") ? current : null;
  const dismiss = () => store.dismiss(toast?.id);
  const urgent = toast?.variant === "destructive";
  return (
    <div className="region" part="toast-region" data-placement={placement}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && !urgent ? <ToastView key={toast.id} toast={toast} onDismiss={dismiss} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast && urgent ? <ToastView key={toast.id} toast={toast} onDismiss={dismiss} /> : null}
      </div>
    </div>
  );
}
