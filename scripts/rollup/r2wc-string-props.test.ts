import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { r2wcStringProps } from "./r2wc-string-props.mjs";
import { buildEndWith, transformWith } from "./testing/plugin-hooks.ts";

const CORE_ID = "/repo/node_modules/@r2wc/core/dist/core.js";

describe("r2wcStringProps", () => {
  it("keeps only the string transform in the installed @r2wc/core", () => {
    const file = createRequire(import.meta.url)
      .resolve("@r2wc/core")
      .replace(/core\.c?js$/, "core.js");
    const out = transformWith(r2wcStringProps(), readFileSync(file, "utf8"), CORE_ID);
    expect(out).toMatch(/string: E\s*\}/);
    expect(out).not.toMatch(/json: j/);
  });

  it("fails the build when @r2wc/core's table changed", () => {
    const changed = "const t = { string: E, number: x, boolean: C, json: j };";
    expect(() => transformWith(r2wcStringProps(), changed, CORE_ID)).toThrow("@r2wc/core changed");
  });

  it("fails the build when @r2wc/core is in it but its table's module is not", () => {
    const renamed = ["/repo/node_modules/@r2wc/core/dist/core.mjs", "/repo/widgets/lib/runtime/element.tsx"];
    expect(() => buildEndWith(r2wcStringProps(), renamed)).toThrow("@r2wc/core changed: no module of the build is");
    const table = "const t = { string: E, number: x, boolean: C, function: O, method: P, json: j };";
    expect(() => buildEndWith(r2wcStringProps(), [CORE_ID], { [CORE_ID]: table })).not.toThrow();
    expect(() => buildEndWith(r2wcStringProps(), ["/repo/widgets/agency-widgets.ts"])).not.toThrow();
  });

  it("leaves every other module alone", () => {
    expect(transformWith(r2wcStringProps(), "const a = 1;", "/repo/widgets/lib/runtime/element.tsx")).toBeNull();
  });
});
