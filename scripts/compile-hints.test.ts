import { describe, expect, it } from "vitest";
import { type BundleFile, COMPILE_HINT, compileHints, type HintedChunk } from "./compile-hints.mjs";

const chunk = (name: string, code: string): HintedChunk => ({ type: "chunk", name, code, isEntry: false, moduleIds: [] });

/** The plugin's `generateBundle` over `bundle`, as rollup and vite call it once the chunks are rendered. */
function generate(wanted: (chunk: HintedChunk) => boolean, bundle: Record<string, BundleFile>): void {
  const hook = compileHints(wanted).generateBundle;
  expect(hook.order).toBe("post");
  hook.handler.call({}, {}, bundle);
}

describe("compileHints", () => {
  it("starts the chosen chunks with V8's hint, once, and leaves the others and the assets alone", () => {
    const runtime = chunk("runtime", "const a=1;");
    const texts = chunk("texts", "export default{}");
    const style = { type: "asset" as const, fileName: "style.css", source: "a{}" };
    const bundle = { "runtime.js": runtime, "texts.js": texts, "style.css": style };
    generate((c) => c.name === "runtime", bundle);
    generate((c) => c.name === "runtime", bundle);
    expect(runtime.code).toBe(`${COMPILE_HINT}const a=1;`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(texts.code).toBe("export default{}");
    expect(style.source).toBe("a{}");
  });
});
