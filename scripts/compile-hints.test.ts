import type { OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints.mjs";

const chunk = (name: string, code: string) => ({ type: "chunk", name, fileName: `${name}.js`, code }) as OutputChunk;

/** The plugin's `generateBundle` over `bundle`, as rollup calls it once the chunks are rendered. */
function generate(wanted: (chunk: OutputChunk) => boolean, bundle: OutputBundle): void {
  const hook = compileHints(wanted).generateBundle as {
    order: string;
    handler: (this: unknown, options: object, bundle: OutputBundle) => void;
  };
  expect(hook.order).toBe("post");
  hook.handler.call({}, {}, bundle);
}

describe("compileHints", () => {
  it("starts the chosen chunks with V8's hint, once, and leaves the others and the assets alone", () => {
    const bundle = {
      "runtime.js": chunk("runtime", "const a=1;"),
      "texts.js": chunk("texts", "export default{}"),
      "style.css": { type: "asset", fileName: "style.css", source: "a{}" },
    } as unknown as OutputBundle;
    generate((c) => c.name === "runtime", bundle);
    generate((c) => c.name === "runtime", bundle);
    expect((bundle["runtime.js"] as OutputChunk).code).toBe(`${COMPILE_HINT}const a=1;`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect((bundle["texts.js"] as OutputChunk).code).toBe("export default{}");
    expect((bundle["style.css"] as unknown as { source: string }).source).toBe("a{}");
  });
});
