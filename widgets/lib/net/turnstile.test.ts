import { afterEach, describe, expect, it } from "vitest";
import { TURNSTILE_SCRIPT_URL } from "../../../contract/turnstile.ts";
import { loadTurnstile, type TurnstileApi } from "./turnstile.ts";

const scripts = () => document.head.querySelectorAll<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT_URL}"]`);
const api: TurnstileApi = { render: () => "widget-1", reset: () => {}, remove: () => {} };

afterEach(() => {
  for (const tag of scripts()) tag.remove();
  delete window.turnstile;
});

describe("loadTurnstile", () => {
  it("adds Cloudflare's script once while it loads, and every caller gets its API", async () => {
    const first = loadTurnstile();
    const second = loadTurnstile();
    expect(scripts()).toHaveLength(1);
    window.turnstile = api;
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    await expect(loadTurnstile()).resolves.toBe(api);
    expect(scripts()).toHaveLength(1);
  });

  it("waits for the script another copy of this module added instead of adding a second", async () => {
    const other = document.createElement("script");
    other.src = TURNSTILE_SCRIPT_URL;
    document.head.append(other);
    const loaded = loadTurnstile();
    expect(scripts()).toHaveLength(1);
    window.turnstile = api;
    other.dispatchEvent(new Event("load"));
    await expect(loaded).resolves.toBe(api);
  });

  it("removes a script that failed, so the next call adds a fresh one", async () => {
    const failed = loadTurnstile();
    scripts()[0]!.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("failed to load");
    expect(scripts()).toHaveLength(0);
    void loadTurnstile().catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
