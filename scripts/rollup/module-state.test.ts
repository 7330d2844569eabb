import { parseAst } from "rollup/parseAst";
import { describe, expect, it } from "vitest";
import { moduleState } from "./module-state.mjs";

const stateOf = (code: string) => moduleState(parseAst(code));

describe("moduleState", () => {
  it("finds a top-level let or var, exported or not", () => {
    expect(stateOf("let n = 0;\nexport var m;\nexport const inc = () => n++;")).toEqual(["n (top-level let)", "m (top-level var)"]);
  });

  it("finds a top-level Map, Set or instance, but not a RegExp that keeps no lastIndex", () => {
    expect(stateOf('const seen = new Set();\nconst re = new RegExp("a", "iu");\nconst all = new RegExp("a", "g");')).toEqual([
      "seen (top-level new Set)",
      "all (top-level new RegExp)",
    ]);
  });

  it("finds a top-level object or array a function writes to, and not one only read", () => {
    const code = [
      "const cache = {};",
      "const queue = [];",
      "const LIMITS = { name: 100 };",
      "export const put = (k, v) => { cache[k] = v; queue.push(k); return LIMITS.name; };",
    ].join("\n");
    expect(stateOf(code)).toEqual(["cache (a top-level object the module writes to)", "queue (a top-level object the module writes to)"]);
  });

  it("finds nothing in a module of constants and functions", () => {
    expect(
      stateOf("const A = 1;\nexport function f() { let local = A; local++; const m = new Map(); m.set(1, 2); return local; }"),
    ).toEqual([]);
  });
});
