/**
 * The toasts' state, free of rendering: one toast at a time, its variant and duration.
 */
import { pageView } from "./page-view.ts";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link shown in the toast as a button, e.g. the prefilled booking page (opens in a new tab). */
  action?: { label: string; href: string };
  /**
   * Milliseconds until it hides itself, at most {@link MAX_TOAST_DURATION_MS}. Without one
   * (or with 0) a toast gets its variant's default: no toast stays forever.
   */
  duration?: number;
}

export interface Toast extends ToastOptions {
  id: number;
  variant: ToastVariant;
  /** How long it shows while nobody hovers or focuses it. */
  duration: number;
  /** Shown while a dialog had the toasts: it belongs to that dialog and ends with it. */
  inDialog: boolean;
  /** The page view it came on (path and query): a single-page app's next view ends it. */
  page: string;
}

type Listener = (toast: Toast | null) => void;

/** Information: long enough to read two short lines. */
export const DEFAULT_TOAST_DURATION_MS = 5000;
/** A success with an action (the booking link): time to decide and reach the button. */
export const ACTION_TOAST_DURATION_MS = 12_000;
/** An error: time to read why and what to do. */
export const ERROR_TOAST_DURATION_MS = 10_000;
/** The longest any toast shows without being hovered or focused. */
export const MAX_TOAST_DURATION_MS = 20_000;

/** Returns a toast's duration: the one asked for (capped), else its variant's default. */
export function toastDuration(options: ToastOptions): number {
  const asked = options.duration;
  if (asked !== undefined && Number.isFinite(asked) && asked > 0) return Math.min(asked, MAX_TOAST_DURATION_MS);
  if (options.variant === "destructive") return ERROR_TOAST_DURATION_MS;
  if (options.action) return ACTION_TOAST_DURATION_MS;
  return DEFAULT_TOAST_DURATION_MS;
}

/** After the last Tab key, how long a toast still waits before the rest of its time runs. */
export const KEYBOARD_PAUSE_MS = 5000;

/**
 * Why a toast's timer waits: a pointer over it, the focus in it, or the visitor tabbing
 * through the page, which can take longer than any toast lasts on the way to it.
 */
export type ToastHold = "hover" | "focus" | "keyboard";

/** A pausable timer: runs while nothing holds it and calls `onUp` when the time is up. */
function countdown(onUp: (id: number) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let remaining = 0;
  let startedAt = 0;
  const holds = new Set<ToastHold>();
  const stop = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };
  const run = (id: number) => {
    if (timer !== undefined || holds.size > 0) return;
    startedAt = Date.now();
    timer = setTimeout(() => {
      timer = undefined;
      onUp(id);
    }, remaining);
  };
  return {
    start(id: number, duration: number): void {
      this.clear();
      remaining = duration;
      run(id);
    },
    hold(why: ToastHold): void {
      holds.add(why);
      stop();
    },
    release(id: number, why: ToastHold): void {
      holds.delete(why);
      run(id);
    },
    clear(): void {
      stop();
      holds.clear();
    },
  };
}

/**
 * Creates a store of the one visible toast: a new toast replaces the old instead of stacking,
 * and each ends after its duration unless held.
 */
export function createToastStore() {
  let current: Toast | null = null;
  let seq = 0;
  let claims = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener(current);
  };
  const end = (id?: number) => {
    if (!current || (id !== undefined && current.id !== id)) return;
    clock.clear();
    current = null;
    emit();
  };
  const clock = countdown(end);

  return {
    /**
     * Shows a toast, ending the one before, and returns its id. While a dialog holds the
     * toasts, only its own (`fromDialog`) show; any other is dropped and returns 0.
     */
    show(options: ToastOptions, fromDialog = false): number {
      if (claims > 0 && !fromDialog) return 0;
      const duration = toastDuration(options);
      current = { ...options, variant: options.variant ?? "default", duration, inDialog: claims > 0, page: pageView(window), id: ++seq };
      clock.start(current.id, duration);
      emit();
      return current.id;
    },
    /** Ends the toast `id` (any toast without an id) at once. */
    dismiss(id?: number): void {
      end(id);
    },
    get(): Toast | null {
      return current;
    },
    /** Stops the timer of toast `id` while the visitor reads or uses it. */
    hold(id: number, why: ToastHold): void {
      if (current?.id === id) clock.hold(why);
    },
    /** Drops one hold; the rest of the time runs once nothing holds it. */
    release(id: number, why: ToastHold): void {
      if (current?.id === id) clock.release(id, why);
    },
    /**
     * Lets an open modal dialog show the toasts, since the page's region is inert behind its
     * backdrop. A toast from before ends; toasts raised meanwhile end when handed back.
     * @returns the function that hands them back; call it on close
     */
    claim(): () => void {
      claims++;
      if (current && !current.inDialog) end();
      else emit();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        claims--;
        if (claims === 0 && current?.inDialog) end();
        else emit();
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
