import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACTION_TOAST_DURATION_MS,
  createToastStore,
  DEFAULT_TOAST_DURATION_MS,
  ERROR_TOAST_DURATION_MS,
  MAX_TOAST_DURATION_MS,
  toastDuration,
} from "./store.ts";

describe("toastDuration", () => {
  it("gives every toast an end: information, a success with an action, an error", () => {
    expect(toastDuration({ title: "Saved" })).toBe(DEFAULT_TOAST_DURATION_MS);
    expect(toastDuration({ title: "Saved", variant: "success" })).toBe(DEFAULT_TOAST_DURATION_MS);
    expect(toastDuration({ title: "Thanks", variant: "success", action: { label: "Book", href: "https://x.test" } })).toBe(
      ACTION_TOAST_DURATION_MS,
    );
    expect(toastDuration({ title: "Error!", variant: "destructive" })).toBe(ERROR_TOAST_DURATION_MS);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
    expect(ACTION_TOAST_DURATION_MS).toBeGreaterThan(DEFAULT_TOAST_DURATION_MS);
  });

  it("never forever: 0, a negative or an endless duration get the default, a huge one the maximum", () => {
    expect(toastDuration({ title: "x", duration: 0 })).toBe(DEFAULT_TOAST_DURATION_MS);
    expect(toastDuration({ title: "x", duration: -1 })).toBe(DEFAULT_TOAST_DURATION_MS);
    expect(toastDuration({ title: "x", duration: Number.POSITIVE_INFINITY })).toBe(DEFAULT_TOAST_DURATION_MS);
    expect(toastDuration({ title: "x", duration: 3_600_000 })).toBe(MAX_TOAST_DURATION_MS);
    expect(toastDuration({ title: "x", duration: 1500 })).toBe(1500);
  });
});

describe("the toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ends a toast after its duration", () => {
    const store = createToastStore();
    store.show({ title: "Saved" });
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1);
    expect(store.get()).toMatchObject({ title: "Saved", duration: DEFAULT_TOAST_DURATION_MS });
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
  });

  it("keeps one at a time: the new one replaces the old and gets its own full time", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show({ title: "First" });
    vi.advanceTimersByTime(4000);
    store.show({ title: "Second" });
    store.dismiss(first);
    expect(store.get()?.title).toBe("Second");
    vi.advanceTimersByTime(4999);
    expect(store.get()?.title).toBe("Second");
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
  });

  it("pauses while hovered or focused and runs the rest once neither holds it", () => {
    const store = createToastStore();
    const id = store.show({ title: "Saved" });
    vi.advanceTimersByTime(3000);
    store.hold(id, "hover");
    store.hold(id, "focus");
    vi.advanceTimersByTime(60_000);
    expect(store.get()?.id).toBe(id);
    store.release(id, "hover");
    vi.advanceTimersByTime(60_000);
    expect(store.get()?.id).toBe(id);
    store.release(id, "focus");
    vi.advanceTimersByTime(1999);
    expect(store.get()?.id).toBe(id);
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
  });

  it("ignores holds for a toast that is gone", () => {
    const store = createToastStore();
    const old = store.show({ title: "Old" });
    store.show({ title: "New" });
    store.hold(old, "hover");
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS);
    expect(store.get()).toBeNull();
  });

  it("ends a toast from before a dialog when the dialog opens; toasts raised in it end with it", () => {
    const store = createToastStore();
    store.show({ title: "Cookies accepted" });
    const release = store.claim();
    expect(store.get()).toBeNull();
    expect(store.claimed()).toBe(true);
    store.show({ title: "Something went wrong", variant: "destructive" }, true);
    expect(store.get()).toMatchObject({ inDialog: true });
    release();
    expect(store.claimed()).toBe(false);
    expect(store.get()).toBeNull();
  });

  it("shows no toast from the page or another element while a dialog holds them; the dialog's own stays", () => {
    const store = createToastStore();
    const release = store.claim();
    const own = store.show({ title: "Something went wrong", variant: "destructive" }, true);
    expect(store.show({ title: "Cookies accepted" })).toBe(0);
    expect(store.get()).toMatchObject({ id: own, inDialog: true });
    release();
    store.show({ title: "Cookies accepted" });
    expect(store.get()).toMatchObject({ title: "Cookies accepted", inDialog: false });
  });

  it("shows a toast raised after the dialog hands the toasts back on the page, past its closing", () => {
    const store = createToastStore();
    const release = store.claim();
    release();
    store.show({ title: "Thank you!", variant: "success", action: { label: "Choose a time", href: "https://x.test" } });
    release();
    expect(store.get()).toMatchObject({ title: "Thank you!", inDialog: false });
    vi.advanceTimersByTime(ACTION_TOAST_DURATION_MS);
    expect(store.get()).toBeNull();
  });
});
