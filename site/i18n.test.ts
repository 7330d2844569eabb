import { describe, expect, it } from "vitest";
import { privacyPaths, privacyUrl } from "../contract/site/privacy-paths.ts";
import { languageVersions, localizedPath, pathInLocale, redirects, routePath, splitLocale } from "./i18n.ts";

describe("locale paths", () => {
  it("splits a URL path into locale and inner path", () => {
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/imprint")).toEqual({ locale: "en", path: "/imprint" });
    expect(splitLocale("/de/")).toEqual({ locale: "de", path: "/" });
    expect(splitLocale("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocale("/de/imprint")).toEqual({ locale: "de", path: "/imprint" });
    expect(splitLocale("/design")).toEqual({ locale: "en", path: "/design" });
  });

  it("builds the URL of a page in a locale", () => {
    expect(localizedPath("/", "en")).toBe("/");
    expect(localizedPath("/", "de")).toBe("/de/");
    expect(localizedPath("/blog", "de")).toBe("/de/blog");
    expect(localizedPath("/blog", "en")).toBe("/blog");
  });

  it("translates the address of the privacy policy: /privacy and /de/datenschutz", () => {
    expect(localizedPath("/privacy", "de")).toBe("/de/datenschutz");
    expect(localizedPath("/datenschutz", "en")).toBe("/privacy");
    expect(localizedPath("/datenschutz", "de")).toBe("/de/datenschutz");
    expect(pathInLocale("/privacy", "de")).toBe("/datenschutz");
    expect(routePath("/datenschutz")).toBe("/privacy");
    expect(routePath("/blog")).toBe("/blog");
    expect([localizedPath("/privacy", "en"), localizedPath("/privacy", "de")]).toEqual([privacyPaths.en, privacyPaths.de]);
  });

  it("gives widgets the privacy URL in their language, absolute on a partner's page", () => {
    expect(privacyUrl("en")).toBe("/privacy");
    expect(privacyUrl("de")).toBe("/de/datenschutz");
    expect(privacyUrl("de", "https://www.agency.at/")).toBe("https://www.agency.at/de/datenschutz");
    expect(privacyUrl("fr", "https://www.agency.at")).toBe("https://www.agency.at/fr/confidentialite");
    expect(privacyUrl("es-419", "https://www.agency.at")).toBe("https://www.agency.at/es/privacidad");
    expect(privacyUrl("pt", "https://www.agency.at")).toBe("https://www.agency.at/privacy");
  });

  it("gives German pages German addresses, the pages below them included, and pairs them with the English ones", () => {
    expect(localizedPath("/imprint", "de")).toBe("/de/impressum");
    expect(localizedPath("/our-work", "de")).toBe("/de/unsere-arbeit");
    expect(localizedPath("/our-work/frachtblick", "de")).toBe("/de/unsere-arbeit/frachtblick");
    expect(localizedPath("/unsere-arbeit/frachtblick", "en")).toBe("/our-work/frachtblick");
    expect(localizedPath("/internal-tools", "de")).toBe("/de/interne-tools");
    expect(localizedPath("/for-it-and-procurement", "de")).toBe("/de/fuer-it-und-einkauf");
    expect(routePath("/landingpage-erstellung")).toBe("/landing-page-creation");
    expect(routePath("/our-workshop")).toBe("/our-workshop");
    expect(languageVersions("/mvp-entwicklung")).toEqual([
      ["en", "/mvp-development"],
      ["de", "/de/mvp-entwicklung"],
    ]);
  });

  it("redirects each German page's former English address, and the pages below it, to its German one", () => {
    const all = redirects();
    expect(all).toContainEqual(["/de/imprint", "/de/impressum"]);
    expect(all).toContainEqual(["/de/our-work/*", "/de/unsere-arbeit/:splat"]);
    expect(all).toContainEqual(["/de/frontend-development", "/de/frontend-entwicklung"]);
    // An address that did not change is no redirect: it would loop.
    expect(all.some(([from]) => from.startsWith("/de/rapid-prototyping"))).toBe(false);
  });
});
