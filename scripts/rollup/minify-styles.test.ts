import { describe, expect, it } from "vitest";
import { minifyCss, minifyStyles } from "./minify-styles.mjs";
import { buildEndWith, transformWith } from "./testing/plugin-hooks.ts";

// biome-ignore lint/suspicious/noTemplateCurlyInString: an interpolation in the source text the plugin reads, kept as written
const THEME = "${theme}";

describe("minifyStyles", () => {
  it("minifies the rules and declarations between interpolations and keeps the interpolations", () => {
    const code = `export const css = \`\n  /* the card */\n  .card {\n    color: red;\n    margin: 0px;\n  }\n  ${THEME}\n  color : blue ;\n\`;`;
    expect(transformWith(minifyStyles(), code, "/kit/widgets/lib/toast/toast.styles.ts")).toBe(
      `export const css = \`.card{color:red;margin:0}${THEME}color:#00f;\`;`,
    );
  });

  it("keeps a fragment that is neither whole rules nor declarations as written", () => {
    const fragment = "\n  .a { color: red;\n";
    expect(minifyCss(fragment, "x.styles.ts")).toBe(fragment);
    expect(minifyCss(";--a: 1;", "x.styles.ts")).toBe(";--a:1;");
  });

  it("keeps media queries readable by Safari 14 (no range syntax)", () => {
    expect(minifyCss("@media (min-width: 40em) { .a { color: red } }", "x.styles.ts")).toBe("@media (min-width:40em){.a{color:red}}");
  });

  it("fails the build when lightningcss refuses a part that is whole CSS, naming the module", () => {
    const styles = "/kit/widgets/lib/toast/toast.styles.ts";
    const refused = "export const css = `} .a {`;";
    expect(() => buildEndWith(minifyStyles(), [styles], { [styles]: refused })).toThrow(
      `lightningcss changed: it refused 1 CSS part(s) minify-styles minifies, first ${styles}: Invalid empty selector`,
    );
    const commented = "/** Themable through `::part()`. */\nexport const css = `.a { color: red }`;";
    expect(() => buildEndWith(minifyStyles(), [styles], { [styles]: commented })).not.toThrow();
  });

  it("leaves every other module alone", () => {
    expect(transformWith(minifyStyles(), "const a = `.a { color: red }`;", "/kit/widgets/lib/runtime/dom.ts")).toBeNull();
  });
});
