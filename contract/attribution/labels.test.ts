import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as de } from "../../locales/de/labels.ts";
import { messages as en } from "../../locales/en/labels.ts";
import { touchBounds } from "./bounds.ts";
import { attributionColumnLabel, attributionLabels, touchKeys } from "./labels.ts";

const i18nOf = (locale: "en" | "de") => setupI18n({ locale, messages: { en, de } });

describe("the attribution's labels", () => {
  it("name every key a touch can hold, once, and the page and the first touch beside them", () => {
    expect([...touchKeys].sort()).toEqual(Object.keys(touchBounds).sort());
    expect(Object.keys(attributionLabels).sort()).toEqual([...touchKeys, "page", "first"].sort());
  });

  it("name the export's spread columns in German for a German agency", () => {
    const i18n = i18nOf("de");
    expect(attributionColumnLabel(i18n, "utm_source")).toBe("Kampagnen-Quelle");
    expect(attributionColumnLabel(i18n, "page")).toBe("Gesendet von Seite");
    expect(attributionColumnLabel(i18n, "first_landing")).toBe("Einstiegsseite (erster Besuch)");
    expect(attributionColumnLabel(i18n, "hidden.plan")).toBe("Verstecktes Feld plan");
  });

  it("leave every other column to its caller, even one that only starts like a spread column", () => {
    const i18n = i18nOf("en");
    expect(attributionColumnLabel(i18n, "first_page")).toBeUndefined();
    expect(attributionColumnLabel(i18n, "first_constructor")).toBeUndefined();
    expect(attributionColumnLabel(i18n, "toString")).toBeUndefined();
    expect(attributionColumnLabel(i18n, "owner")).toBeUndefined();
    expect(attributionColumnLabel(i18n, "first_utm_term")).toBe("Campaign term (first visit)");
  });
});
