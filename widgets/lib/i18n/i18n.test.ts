import { msg } from "@lingui/core/macro";
import { afterEach, describe, expect, it } from "vitest";
import { questionnaireCatalog } from "../../questionnaire/questionnaire.catalog.ts";
import { fieldErrorMessage } from "../ui/field-errors.ts";
import { activateWidgetLocale, addCatalog, createWidgetI18n, resolveLocale, toWidgetLocale } from "./i18n.ts";
import { outcomeCatalog } from "./outcome-catalog.ts";

describe("widget locale", () => {
  afterEach(() => {
    document.documentElement.lang = "";
    document.body.innerHTML = "";
  });

  it("maps language tags to the five languages, regional tags to their language, anything else to English", () => {
    expect(["en", "de", "fr", "it", "es"].map(toWidgetLocale)).toEqual(["en", "de", "fr", "it", "es"]);
    expect(toWidgetLocale("de-AT")).toBe("de");
    expect(toWidgetLocale("DE")).toBe("de");
    expect(toWidgetLocale("fr-CH")).toBe("fr");
    expect(toWidgetLocale("fr_BE")).toBe("fr");
    expect(toWidgetLocale("it-CH")).toBe("it");
    expect(toWidgetLocale("es-419")).toBe("es");
    expect(toWidgetLocale(" ES-mx ")).toBe("es");
    expect(toWidgetLocale("pt-BR")).toBe("en");
    expect(toWidgetLocale("nl")).toBe("en");
    // A tag that only starts like one of ours is another language.
    expect(toWidgetLocale("frr")).toBe("en");
    expect(toWidgetLocale("est")).toBe("en");
    expect(toWidgetLocale("")).toBe("en");
    expect(toWidgetLocale(null)).toBe("en");
  });

  it("prefers the element's own lang over <html lang>", () => {
    document.documentElement.lang = "de";
    document.body.innerHTML = `<div lang="en"><span id="inner"></span></div><span id="outer"></span>`;
    expect(resolveLocale(document.getElementById("inner"))).toBe("en");
    expect(resolveLocale(document.getElementById("outer"))).toBe("de");
    expect(resolveLocale()).toBe("de");
    document.documentElement.lang = "it-IT";
    expect(resolveLocale(document.getElementById("outer"))).toBe("it");
  });

  it("translates with the compiled catalogs, loading one language at a time", async () => {
    const i18n = await createWidgetI18n("de");
    expect(i18n.locale).toBe("de");
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    await activateWidgetLocale(i18n, "en");
    expect(i18n.locale).toBe("en");
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
  });

  it("has each of the five languages' own texts (a French visitor reads French, not English)", async () => {
    const texts = await Promise.all(
      (["en", "de", "fr", "it", "es"] as const).map(async (locale) => {
        const i18n = await createWidgetI18n(locale, questionnaireCatalog);
        return i18n._(msg`Back`) + i18n._(msg`Next`);
      }),
    );
    expect(new Set(texts).size).toBe(5);
  });
});

describe("a catalog taken on after the first render", () => {
  it("speaks the instance's language at once and follows every later switch", async () => {
    const i18n = await createWidgetI18n("de");
    const required = fieldErrorMessage("required");
    // Not part of the shared texts: only the lazy boundary brings the field errors.
    expect(i18n._(required)).not.toBe("Dieses Feld ist erforderlich");
    await addCatalog(i18n, outcomeCatalog);
    expect(i18n._(required)).toBe("Dieses Feld ist erforderlich");
    await activateWidgetLocale(i18n, "fr");
    expect(i18n._(required)).toBe("Ce champ est obligatoire");
    await activateWidgetLocale(i18n, "en");
    expect(i18n._(required)).toBe("This field is required");
  });

  it("comes in the new language when a switch happens while it loads", async () => {
    const i18n = await createWidgetI18n("de");
    const adding = addCatalog(i18n, outcomeCatalog);
    await activateWidgetLocale(i18n, "it");
    await adding;
    expect(i18n.locale).toBe("it");
    expect(i18n._(fieldErrorMessage("required"))).toBe("Questo campo è obbligatorio");
  });
});
