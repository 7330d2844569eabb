export type ToastVariant = "default" | "success" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link shown in the toast, e.g. the prefilled booking page. */
  action?: { label: string; href: string };
  /** Milliseconds until it hides itself; 0 keeps it until dismissed. */
  duration?: number;
}

export interface Toast extends ToastOptions {
  id: number;
  variant: ToastVariant;
}

type Listener = (toast: Toast | null) => void;

export const DEFAULT_TOAST_DURATION_MS = 6000;

/**
 * Holds the single visible toast: one at a time, so a new toast replaces the old one
 * instead of stacking over the page. The store lives in lib/ because the forms and the
 * modal decide what shows and where; toast/ only renders it.
 */
export function createToastStore() {
  let current: Toast | null = null;
  let seq = 0;
  let claims = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener(current);
  };
  return {
    show(options: ToastOptions): number {
      current = { ...options, variant: options.variant ?? "default", id: ++seq };
      emit();
      return current.id;
    },
    dismiss(id?: number): void {
      if (!current || (id !== undefined && current.id !== id)) return;
      current = null;
      emit();
    },
    get(): Toast | null {
      return current;
    },
    /**
     * An open modal dialog takes the toasts in: the page's region sits under the top
     * layer, behind the dialog's backdrop and inert. Call the returned function on close.
     */
    claim(): () => void {
      claims++;
      emit();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        claims--;
        emit();
      };
    },
    /** True while a dialog shows the toasts itself. */
    claimed(): boolean {
      return claims > 0;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page-wide store every widget and the site share. */
export const toasts: ToastStore = createToastStore();
