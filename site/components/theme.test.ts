import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, readThemeChoice, resolveTheme, storeThemeChoice, THEME_STORAGE_KEY } from "./theme.ts";

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: dark, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe("theme", () => {
  it("resolves auto from the system and keeps explicit choices", () => {
    expect(resolveTheme("auto", true)).toBe("dark");
    expect(resolveTheme("auto", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("reads auto when nothing or something unknown is stored", () => {
    expect(readThemeChoice()).toBe("auto");
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(readThemeChoice()).toBe("auto");
  });

  it("stores a choice and applies it to <html>; auto removes the stored value", () => {
    mockSystemDark(true);
    storeThemeChoice("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(readThemeChoice()).toBe("light");
    storeThemeChoice("auto");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("falls back to light without matchMedia", () => {
    vi.stubGlobal("matchMedia", undefined);
    applyTheme("auto");
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  it("matches the pre-paint script in index.html (same key, same values)", () => {
    const html = readFileSync("site/index.html", "utf8");
    expect(html).toContain(`localStorage.getItem("${THEME_STORAGE_KEY}")`);
    expect(html).toContain('c === "dark"');
    expect(html).toContain('c !== "light"');
    expect(html).toContain("prefers-color-scheme: dark");
  });
});
