import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { linguiCoreMessages, placeholderFormatsIn } from "./lingui-core-messages.mjs";
import { buildEndWith, context, transformWith } from "./testing/plugin-hooks.ts";

const CORE = new URL("../../node_modules/@lingui/core/dist/index.mjs", import.meta.url);
const CORE_ID = "/repo/node_modules/@lingui/core/dist/index.mjs";

/** A locales folder with one English catalog of the given compiled messages. */
function locales(catalogs: Record<string, string>): URL {
  const dir = mkdtempSync(join(tmpdir(), "lingui-core-"));
  mkdirSync(join(dir, "en"));
  for (const [file, code] of Object.entries(catalogs)) writeFileSync(join(dir, "en", file), code);
  return pathToFileURL(`${dir}/`);
}

const plugin = (localesDir = locales({})) => linguiCoreMessages({ localesDir });

describe("linguiCoreMessages", () => {
  it("shortens the installed @lingui/core's developer messages and drops what no page calls", () => {
    const out = transformWith(plugin(), readFileSync(CORE, "utf8"), CORE_ID) ?? "";
    expect(out).toContain('"Lingui: no locale activated"');
    expect(out).toContain("const i18n = /* @__PURE__ */ setupI18n();");
    expect(out).not.toContain("Uncompiled message detected");
    expect(out).not.toMatch(/setMessagesCompiler\(compiler\)|selectordinal:|\bdate\(value, format\) \{/);
  });

  it("fails the build when @lingui/core changed one of the lines it edits", () => {
    const changed = readFileSync(CORE, "utf8").replace("const i18n = setupI18n();", "const i18n = createI18n();");
    expect(() => transformWith(plugin(), changed, CORE_ID)).toThrow("@lingui/core changed");
  });

  it("fails the build when a catalog the runtime renders formats a placeholder as a date", () => {
    const dir = locales({
      "widgets.ts": 'export const messages=JSON.parse("{\\"a\\":[[\\"when\\",\\"date\\"]]}");',
      "worker.ts": 'export const messages=JSON.parse("{\\"b\\":[[\\"when\\",\\"date\\"]]}");',
    });
    expect(placeholderFormatsIn(dir)).toEqual(["locales/en/widgets.ts"]);
    const start = plugin(dir).buildStart as unknown as (this: typeof context) => void;
    expect(() => start.call(context)).toThrow("locales/en/widgets.ts use a placeholder format");
  });

  it("fails the build when @lingui/core is in it but the module it edits is not", () => {
    const renamed = ["/repo/node_modules/@lingui/core/dist/index.js", "/repo/widgets/lib/i18n/i18n.ts"];
    expect(() => buildEndWith(plugin(), renamed)).toThrow("@lingui/core changed: no module of the build is");
    expect(() => buildEndWith(plugin(), [CORE_ID], { [CORE_ID]: readFileSync(CORE, "utf8") })).not.toThrow();
    expect(() => buildEndWith(plugin(), ["/repo/widgets/agency-widgets.ts"])).not.toThrow();
  });

  it("leaves every other module alone", () => {
    expect(transformWith(plugin(), "const a = 1;", "/repo/node_modules/@lingui/react/dist/index.mjs")).toBeNull();
  });
});
