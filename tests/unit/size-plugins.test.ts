import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The rollup plugins that rewrite code for size stay while they save their bytes and a test
 * guards them (docs/architecture.md, "Build plugins that rewrite code for size"): each has
 * its test beside it and its row in that table, so a new one comes with both.
 */
const dir = new URL("../../scripts/rollup/", import.meta.url);
const plugins = readdirSync(dir).filter((file) => file.endsWith(".mjs"));
const files = new Set(readdirSync(dir));
const architecture = readFileSync(new URL("../../docs/architecture.md", import.meta.url), "utf8");
const section = architecture.slice(architecture.indexOf("### Build plugins that rewrite code for size"));

describe("the build's rollup plugins", () => {
  it("are there to check", () => {
    expect(plugins.length).toBeGreaterThan(5);
  });

  it.each(plugins)("%s has a test beside it and a line in docs/architecture.md's table", (plugin) => {
    expect(files.has(plugin.replace(/\.mjs$/, ".test.ts"))).toBe(true);
    expect(section.slice(0, section.indexOf("\n## "))).toContain(`\`${plugin}\``);
  });
});
