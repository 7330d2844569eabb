import { describe, expect, it } from "vitest";
import { intlTags } from "./intl-tags.ts";
import { agencyLocales, toAgencyLocale } from "./locales.ts";

describe("toAgencyLocale", () => {
  it("keeps either of the agency's languages, whatever its case and spaces", () => {
    expect(toAgencyLocale("en")).toBe("en");
    expect(toAgencyLocale(" EN ")).toBe("en");
    expect(toAgencyLocale("de")).toBe("de");
    expect(toAgencyLocale("De\n")).toBe("de");
  });

  it("is German for anything else, so a missing or mistyped setting reads as the Worker's default", () => {
    for (const value of [undefined, null, "", "  ", "fr", "en-GB", "english", 1]) expect(toAgencyLocale(value)).toBe("de");
  });

  it("has an Intl tag for every agency language", () => {
    expect(agencyLocales.map((locale) => intlTags[locale])).toEqual(["en-GB", "de-AT"]);
  });
});
