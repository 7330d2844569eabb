import { type OutputChunk, rollup } from "rollup";
import { describe, expect, it } from "vitest";
import { formCopies, isFormCopy } from "./form-copies.mjs";
import { memory } from "./testing/plugin-hooks.ts";

/** Two forms, each with one lazy boundary that sends through a shared module; the send counts in a shared state. */
const kit: Record<string, string> = {
  "/kit/a/element.js": 'export const load = () => import("./later.js");',
  "/kit/b/element.js": 'export const load = () => import("./later.js");',
  "/kit/a/later.js": 'export { send } from "../lib/send.js";',
  "/kit/b/later.js": 'export { send } from "../lib/send.js";',
  "/kit/lib/send.js": 'import { sent } from "./state.js";\nexport const send = (body) => sent.push(JSON.stringify(body));',
  "/kit/lib/state.js": "export const sent = [];",
};

async function build(
  files: Record<string, string>,
  statePerForm: { module: RegExp; reason: string }[] = [],
  sending = /\/kit\/lib\/send\.js$/,
) {
  const bundle = await rollup({
    input: { a: "/kit/a/element.js", b: "/kit/b/element.js" },
    plugins: [formCopies({ forms: /\/kit\/(a|b)\//, sending, statePerForm }), memory(files)],
  });
  const { output } = await bundle.generate({ format: "es" });
  return output.filter((file): file is OutputChunk => file.type === "chunk");
}

describe("formCopies", () => {
  it("gives each form's boundary its own copy of the sending modules, in the boundary's one chunk, and keeps the rest shared", async () => {
    const chunks = await build(kit);
    const boundaries = chunks.filter((chunk) => chunk.isDynamicEntry);
    expect(boundaries).toHaveLength(2);
    for (const boundary of boundaries) {
      const copies = Object.keys(boundary.modules).filter(isFormCopy);
      expect(copies).toEqual([`\0/kit/lib/send.js?form-copy=${boundary.facadeModuleId?.includes("/a/") ? "a" : "b"}`]);
      expect(boundary.code).toContain("JSON.stringify(body)");
    }
    // The state is not copied: both forms' sends push to one list, in a chunk of its own.
    const state = chunks.filter((chunk) => Object.keys(chunk.modules).includes("/kit/lib/state.js"));
    expect(state).toHaveLength(1);
    expect(state[0]!.isDynamicEntry || state[0]!.isEntry).toBe(false);
  });

  it("fails the build when an element would load a copy and its original both", async () => {
    const files = {
      ...kit,
      // Imported by a module outside the forms' folders, the original stays itself.
      "/kit/lib/log.js": 'export { send as log } from "./send.js";',
      "/kit/a/later.js": 'export { send } from "../lib/send.js";\nexport { log } from "../lib/log.js";',
    };
    await expect(build(files)).rejects.toThrow("a loads /kit/lib/send.js twice");
  });

  it("fails the build when a copied module keeps module-level state, unless it is allowed once per form with a reason", async () => {
    const counting = {
      ...kit,
      "/kit/lib/send.js": "let count = 0;\nconst seen = new Set();\nexport const send = (body) => { seen.add(body); return ++count; };",
    };
    await expect(build(counting)).rejects.toThrow(
      "/kit/lib/send.js is copied into each form but keeps module-level state: count (top-level let), seen (top-level new Set)",
    );
    const allowed = [{ module: /\/kit\/lib\/send\.js$/, reason: "each form counts its own sends" }];
    await expect(build(counting, allowed)).resolves.toHaveLength(4);
  });

  it("fails the build when it made no copy: what it copies moved", async () => {
    await expect(build(kit, [], /\/kit\/lib\/sending\.js$/)).rejects.toThrow("form-copies made no copy");
  });
});
