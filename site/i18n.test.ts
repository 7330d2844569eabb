import { describe, expect, it } from "vitest";
import { localizedPath, splitLocale } from "./i18n.ts";

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
});
