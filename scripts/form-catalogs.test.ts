import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { locales } from "../contract/locales.ts";
import { catalogLoaders, loaderSource } from "./form-catalogs.ts";

describe("the widgets' catalog loaders", () => {
  it.each(catalogLoaders.map((loader) => [loader.module, loader]))(
    "%s is what scripts/form-catalogs.ts writes (run npm run i18n)",
    (_module, loader) => {
      expect(readFileSync(new URL(`../${loader.module}`, import.meta.url), "utf8")).toBe(loaderSource(loader));
    },
  );

  it("names one literal import() per language of the kit, so each language of each catalog is a chunk of its own", () => {
    for (const loader of catalogLoaders) {
      const paths = [...loaderSource(loader).matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
      expect(paths.map((path) => /locales\/(\w+)\//.exec(path ?? "")?.[1])).toEqual([...locales]);
      for (const path of paths) expect(path).toMatch(new RegExp(`/locales/\\w+/${loader.catalog}\\.ts$`));
    }
  });
});
