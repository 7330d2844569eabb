import { readFileSync } from "node:fs";
import { rollup } from "rollup";
import { describe, expect, it } from "vitest";
import { LIBRARY_INTERNALS, type LibraryInternals, libraryInternals, mangleInternals } from "./library-internals.mjs";
import { memory } from "./testing/plugin-hooks.ts";

/** A library whose `FormCore.js` keeps `_state` and `_subscribers` to itself. */
const LIB: LibraryInternals = {
  library: "forms",
  files: /\/node_modules\/forms\//,
  owner: /\/node_modules\/forms\/FormCore\.js$/,
  names: ["_state", "_subscribers"],
};

const OWNER = "export const form = () => { const f = { _state: {}, _subscribers: [] }; return { get: () => f._state }; };";

async function build(files: Record<string, string>) {
  const bundle = await rollup({ input: "/kit/main.js", plugins: [libraryInternals([LIB]), memory(files)], onwarn: () => {} });
  await bundle.generate({ format: "es" });
}

describe("libraryInternals", () => {
  it("passes a build where only the owner module writes the names", async () => {
    await expect(
      build({
        "/kit/main.js": 'import { form } from "/node_modules/forms/FormCore.js";\nexport const state = form().get();',
        "/node_modules/forms/FormCore.js": OWNER,
      }),
    ).resolves.toBeUndefined();
  });

  it("fails the build when another module writes a name as a member, a key or a string", async () => {
    for (const use of ["f()._state", "({ _subscribers: 1 })", 'f()["_state"]']) {
      const files = {
        "/kit/main.js": `import { form as f } from "/node_modules/forms/FormCore.js";\nexport const peek = () => ${use};`,
        "/node_modules/forms/FormCore.js": OWNER,
      };
      await expect(build(files)).rejects.toThrow("/kit/main.js writes forms's private");
    }
  });

  it("fails the build when the owner no longer has a name, or the library's state moved to another module", async () => {
    const lost = {
      "/kit/main.js": 'import { form } from "/node_modules/forms/FormCore.js";\nform();',
      "/node_modules/forms/FormCore.js": OWNER.replace("_subscribers", "subs"),
    };
    await expect(build(lost)).rejects.toThrow("forms changed: _subscribers is no longer in /node_modules/forms/FormCore.js");
    const moved = {
      "/kit/main.js": 'import { form } from "/node_modules/forms/index.js";\nform();',
      "/node_modules/forms/index.js": "export const form = () => 1;",
    };
    await expect(build(moved)).rejects.toThrow("forms changed: no module of the build is");
  });

  it("lists names that the installed owners still hold", () => {
    for (const [entry, file] of [
      [LIBRARY_INTERNALS[0]!, "../../node_modules/final-form/dist/FinalForm.js"],
      [LIBRARY_INTERNALS[1]!, "../../node_modules/@lingui/core/dist/index.mjs"],
    ] as const) {
      const code = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(entry.owner.test(new URL(file, import.meta.url).pathname)).toBe(true);
      for (const name of entry.names) expect(code, `${entry.library} ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it("tells terser exactly the listed names", () => {
    const regex = mangleInternals();
    expect(regex.test("formState")).toBe(true);
    expect(regex.test("_locale")).toBe(true);
    expect(regex.test("formStateX")).toBe(false);
    expect(regex.test("locale")).toBe(false);
  });
});
