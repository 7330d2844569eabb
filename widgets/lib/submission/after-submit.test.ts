import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterSubmit } from "./after-submit.ts";

describe("afterSubmit", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the step after this render, or after the time it is given", () => {
    const pending = afterSubmit();
    const first = vi.fn();
    const later = vi.fn();
    pending.after(first);
    vi.advanceTimersByTime(0);
    expect(first).toHaveBeenCalledOnce();
    pending.after(later, 5000);
    vi.advanceTimersByTime(4999);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledOnce();
  });

  it("runs nothing once disposed: the element is gone", () => {
    const pending = afterSubmit();
    const step = vi.fn();
    pending.after(step, 5000);
    pending.dispose();
    vi.runAllTimers();
    expect(step).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("scheduling again clears the step still pending: only the last one runs", () => {
    const pending = afterSubmit();
    const stale = vi.fn();
    const current = vi.fn();
    pending.after(stale, 5000);
    pending.after(current);
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(stale).not.toHaveBeenCalled();
    expect(current).toHaveBeenCalledOnce();
  });

  it("a step may schedule the next one, which dispose still clears", () => {
    const pending = afterSubmit();
    const next = vi.fn();
    pending.after(() => pending.after(next, 5000));
    vi.advanceTimersByTime(0);
    pending.dispose();
    vi.runAllTimers();
    expect(next).not.toHaveBeenCalled();
  });
});
