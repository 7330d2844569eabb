import { afterEach, describe, expect, it } from "vitest";
import { activateWidgetLocale, createWidgetI18n, resolveLocale, toWidgetLocale } from "./i18n.ts";

describe("widget locale", () => {
  afterEach(() => {
    document.documentElement.lang = "";
    document.body.innerHTML = "";
  });

  it("maps language tags to en or de", () => {
    expect(toWidgetLocale("de-AT")).toBe("de");
    expect(toWidgetLocale("DE")).toBe("de");
    expect(toWidgetLocale("fr")).toBe("en");
    expect(toWidgetLocale(null)).toBe("en");
  });

  it("prefers the element's own lang over <html lang>", () => {
    document.documentElement.lang = "de";
    document.body.innerHTML = `<div lang="en"><span id="inner"></span></div><span id="outer"></span>`;
    expect(resolveLocale(document.getElementById("inner"))).toBe("en");
    expect(resolveLocale(document.getElementById("outer"))).toBe("de");
    expect(resolveLocale()).toBe("de");
  });

  it("translates with the compiled catalogs, loading one language at a time", async () => {
    const i18n = await createWidgetI18n("de");
    expect(i18n.locale).toBe("de");
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    await activateWidgetLocale(i18n, "en");
    expect(i18n.locale).toBe("en");
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
  });
});
