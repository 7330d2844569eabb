import { describe, expect, it } from "vitest";
import { routePath, sitePath } from "./paths.ts";
import { procurementUrl } from "./procurement-path.ts";

/** Every page the site builds, by its English path, and its German address. */
const germanAddresses: [page: string, de: string][] = [
  ["/", "/de/"],
  ["/imprint", "/de/impressum"],
  ["/frontend-development", "/de/frontend-entwicklung"],
  ["/rapid-prototyping", "/de/rapid-prototyping"],
  ["/internal-tools", "/de/interne-tools"],
  ["/mvp-development", "/de/mvp-entwicklung"],
  ["/landing-page-creation", "/de/landingpage-erstellung"],
  ["/our-work", "/de/unsere-arbeit"],
  ["/our-work/frachtblick", "/de/unsere-arbeit/frachtblick"],
  ["/blog", "/de/blog"],
  ["/blog/some-article", "/de/blog/some-article"],
  ["/privacy", "/de/datenschutz"],
  ["/for-it-and-procurement", "/de/fuer-it-und-einkauf"],
  ["/apis", "/de/apis"],
  ["/newsletter/confirmed", "/de/newsletter/confirmed"],
  ["/newsletter/unsubscribed", "/de/newsletter/unsubscribed"],
  ["/newsletter/link-invalid", "/de/newsletter/link-invalid"],
];

describe("sitePath", () => {
  it.each(germanAddresses)("gives %s its German address %s", (page, de) => {
    expect(sitePath("de", page)).toBe(de);
    expect(sitePath("de-AT", page)).toBe(de);
  });

  it.each(germanAddresses)("keeps %s English for English and the kit's other languages", (page) => {
    for (const tag of ["en", "fr", "it", "es", null, undefined, "xx"]) expect(sitePath(tag, page)).toBe(page);
  });

  it.each(germanAddresses)("leads %s from its German path back to the English one", (page, de) => {
    const inner = de === "/de/" ? "/" : de.slice("/de".length);
    expect(sitePath("en", inner)).toBe(page);
    expect(sitePath("de", inner)).toBe(de);
    expect(routePath(inner)).toBe(page);
  });

  it("leaves a path that only begins like a translated one alone", () => {
    expect(sitePath("de", "/our-workshop")).toBe("/de/our-workshop");
    expect(sitePath("de", "/imprints")).toBe("/de/imprints");
  });

  it("gives the procurement page absolute in the visitor's language", () => {
    expect(procurementUrl("de", "https://www.agency.at/")).toBe("https://www.agency.at/de/fuer-it-und-einkauf");
    expect(procurementUrl("fr", "https://www.agency.at")).toBe("https://www.agency.at/for-it-and-procurement");
  });
});
