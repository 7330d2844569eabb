import { describe, expect, it, vi } from "vitest";
import { lazyModule, whenIdle } from "./dom.ts";

describe("lazyModule", () => {
  it("fetches a module once, however often it is asked for", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const get = lazyModule(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toEqual({ answer: 42 });
    expect(b).toBe(a);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("resolves to null when the fetch fails, and tries again the next time", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ answer: 42 });
    const get = lazyModule(load);
    expect(await get()).toBeNull();
    expect(await get()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("whenIdle without requestIdleCallback", () => {
  it("runs the task by its timeout, and after 1.5 s when the timeout is longer", () => {
    // The component tests' setup gives jsdom one; Safari has none.
    const installed = Object.getOwnPropertyDescriptor(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "requestIdleCallback");
    vi.useFakeTimers();
    try {
      const soon = vi.fn();
      const later = vi.fn();
      whenIdle(soon, 300);
      whenIdle(later);
      vi.advanceTimersByTime(299);
      expect(soon).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(soon).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(1199);
      expect(later).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(later).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      if (installed) Object.defineProperty(window, "requestIdleCallback", installed);
    }
  });
});
