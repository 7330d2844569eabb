/** The r2wc internals the elements reach still exist under their names in the installed @r2wc/core. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const core = readFileSync(createRequire(import.meta.url).resolve("@r2wc/core"), "utf8");

describe("@r2wc/core's internals", () => {
  it.each(["r2wc.props", "r2wc.render"])("still keys %s by its global symbol", (name) => {
    expect(core).toContain(`Symbol.for("${name}")`);
  });
});
