/**
 * Rollup (and vite) plugin: V8's explicit compile hint (Chrome 136+), `//# allFunctionsCalledOnLoad`,
 * on the chunks `wanted` picks. Chrome then compiles all of such a file's functions on a
 * background thread while it downloads, instead of one by one on the main thread the first
 * time each is called; other browsers read a comment. Added once the bundle is written
 * (after minification, which would drop it) and after other plugins' `generateBundle`
 * (vite's put code before an entry's first line there).
 *
 * Worth it only for a file whose functions nearly all run when it loads: a page's code, the
 * shared runtime, the banner. What it saved is in docs/architecture.md (the site's hydration).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** @param {(chunk: import("./compile-hints.d.mts").HintedChunk) => boolean} wanted */
export function compileHints(wanted) {
  return {
    name: "compile-hints",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && wanted(chunk) && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
