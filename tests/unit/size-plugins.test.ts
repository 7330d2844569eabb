import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DRILL_LIBRARIES, report, type Versions } from "../../scripts/upgrade-drill.ts";

/**
 * The rollup plugins that rewrite code for size stay while they save their bytes and a test
 * guards them (docs/architecture.md, "Build plugins that rewrite code for size"): each has
 * its test beside it and its row in that table, so a new one comes with both, and the
 * threshold and the figures are read from that section, so the rule and the table cannot drift.
 */
const dir = new URL("../../scripts/rollup/", import.meta.url);
const plugins = readdirSync(dir).filter((file) => file.endsWith(".mjs"));
const files = new Set(readdirSync(dir));
const architecture = readFileSync(new URL("../../docs/architecture.md", import.meta.url), "utf8");
const fromHeading = architecture.slice(architecture.indexOf("### Build plugins that rewrite code for size"));
const section = fromHeading.slice(0, fromHeading.indexOf("\n## "));
const contributing = readFileSync(new URL("../../docs/contributing.md", import.meta.url), "utf8");
const drillFrom = contributing.slice(contributing.indexOf("## Upgrading libraries (the size drill)"));
const drill = drillFrom.slice(0, drillFrom.indexOf("\n## "));

/** The one threshold the section states: "saves at least N KB". */
function threshold(): number {
  const stated = [...section.matchAll(/saves at least\s+(\d+(?:\.\d+)?) KB/g)].map((match) => Number(match[1]));
  expect(stated, "the section states its threshold exactly once").toHaveLength(1);
  return stated[0] as number;
}

/** Each table row's plugin and its figures in KB. */
function rows(): { plugin: string; figures: number[] }[] {
  return section
    .split("\n")
    .filter((line) => /^\| `[^`]+\.mjs`/.test(line))
    .map((line) => {
      const cells = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { plugin: /`([^`]+\.mjs)`/.exec(cells[0] ?? "")?.[1] ?? "", figures: cells.slice(1).map(Number) };
    });
}

describe("the build's rollup plugins", () => {
  it("are there to check", () => {
    expect(plugins.length).toBeGreaterThan(5);
    expect(rows().length).toBeGreaterThan(5);
  });

  it.each(plugins)("%s has a test beside it and a line in docs/architecture.md's table", (plugin) => {
    expect(files.has(plugin.replace(/\.mjs$/, ".test.ts"))).toBe(true);
    expect(section).toContain(`\`${plugin}\``);
  });

  it("each row has one number per figure and saves at least the stated threshold on one of them", () => {
    const line = threshold();
    for (const { plugin, figures } of rows()) {
      expect(figures.length, plugin).toBe(7);
      for (const figure of figures) expect(Number.isFinite(figure), `${plugin}: ${figures.join(", ")}`).toBe(true);
      expect(Math.max(...figures), `${plugin} saves under ${line} KB on every figure`).toBeGreaterThanOrEqual(line);
    }
  });
});

/**
 * The upgrade drill's table (docs/contributing.md) and its list of libraries
 * (scripts/upgrade-drill.ts) name the same libraries and plugins, so a plugin added or a
 * library dropped cannot leave the next upgrade without its row.
 */
describe("the upgrade drill", () => {
  it("has its section in docs/contributing.md", () => {
    expect(drill.length).toBeGreaterThan(100);
  });

  it.each(plugins)("%s is in the drill's table", (plugin) => {
    expect(drill).toContain(`\`${plugin}\``);
  });

  it.each(DRILL_LIBRARIES.map((library) => [library.name, library] as const))("%s has a row, and its plugins exist", (name, library) => {
    expect(drill).toMatch(new RegExp(`\\n\\| \`${name.replace("/", "\\/")}\``));
    // A plugin by its name (as rollup's messages name it); a stand-in by its path from the repository's root.
    for (const dependent of library.dependents) {
      const there = dependent.includes("/") ? existsSync(new URL(`../../${dependent}`, import.meta.url)) : files.has(`${dependent}.mjs`);
      expect(there, dependent).toBe(true);
    }
  });
});

describe("the upgrade drill's report", () => {
  const versions = (version: string): Versions =>
    new Map(DRILL_LIBRARIES.flatMap((library) => library.packages.map((name) => [name, version])));
  const build = (output: string) => ({ name: "npm run build", ok: false, output });

  it("fails the library whose plugin's message names it, and passes the others", () => {
    const lines = report(versions("1.0.0"), versions("1.1.0"), [
      build("[!] (plugin r2wc-string-props) RollupError: [plugin r2wc-string-props] @r2wc/core changed: its transform table is not /x/\n"),
    ]);
    expect(lines.find((line) => line.startsWith("@r2wc/core:"))).toMatch(
      /@r2wc\/core 1\.0\.0 → 1\.1\.0.*: FAIL\n.*its transform table is not/s,
    );
    expect(lines.find((line) => line.startsWith("lightningcss:"))).toMatch(/: pass$/);
  });

  it("gives a failure to the library it names, before the libraries whose plugins it names", () => {
    const lines = report(versions("1.0.0"), versions("1.1.0"), [
      build(
        "[plugin library-internals] LIBRARY_INTERNALS lists names that are not private to their module: final-form changed: formState is no longer in x\n",
      ),
      build(
        '[!] RollupError: "useId" is not exported by widgets/lib/runtime/react.ts, imported by node_modules/react-final-form/dist/x.js\n',
      ),
    ]);
    const failing = lines.filter((line) => line.includes("FAIL")).map((line) => line.slice(0, line.indexOf(":")));
    expect(failing).toEqual(["final-form", "react-final-form"]);
    expect(lines.find((line) => line.startsWith("final-form:"))).toContain("final-form changed: formState");
    expect(lines.find((line) => line.startsWith("final-form:"))).not.toContain("useId");
  });

  it("keeps a failure that names no library on a line of its own", () => {
    const lines = report(versions("1.0.0"), versions("1.0.0"), [build("Error: the site's prerender failed\n")]);
    expect(lines.at(-1)).toContain("not named by any library's plugin:\n    Error: the site's prerender failed");
    expect(lines.filter((line) => line.includes("FAIL"))).toEqual([]);
  });
});
