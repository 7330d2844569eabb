import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "./dom.ts";

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
