import type { OutputBundle } from "rollup";
import { describe, expect, it } from "vitest";
import { chunkManifest } from "./chunk-manifest.mjs";

/** A bundle of chunks, each with its static imports. */
function bundle(chunks: Record<string, { imports: string[]; entry?: string }>): OutputBundle {
  const files = Object.entries(chunks).map(([fileName, { imports, entry }]) => [
    fileName,
    { type: "chunk", fileName, imports, isEntry: entry !== undefined, name: entry ?? fileName },
  ]);
  return Object.fromEntries(files) as unknown as OutputBundle;
}

describe("chunkManifest", () => {
  it("lists each lazy entry's file, then every chunk it imports, its imports' imports included; the runtime and page-load entries list no imports", () => {
    const chunks = chunkManifest({ atPageLoad: new Set(["banner"]) });
    const generate = chunks.recordChunks().generateBundle as (options: unknown, bundle: OutputBundle) => void;
    generate(
      {},
      bundle({
        "form-1.js": { imports: ["common-1.js"], entry: "form" },
        "banner-1.js": { imports: ["runtime-1.js"], entry: "banner" },
        "runtime-1.js": { imports: [], entry: "runtime" },
        "common-1.js": { imports: ["runtime-1.js"] },
      }),
    );
    expect(chunks.manifest).toEqual({ form: "form-1.js common-1.js runtime-1.js", banner: "banner-1.js" });
  });
});
