/**
 * Rollup plugins that tell the loader where the lazily loaded chunks are, and keep the
 * previous builds' chunks for pages opened before a deploy. One manifest object is shared
 * by the build's configurations: the chunks build fills it, the loader build (which runs
 * after it) inlines it where its code says `__WIDGET_CHUNKS__`.
 */
import { retainChunks } from "../chunk-retention.mjs";

/** Every chunk `fileName` imports statically, its own imports' imports included. */
function staticClosure(bundle, fileName, seen = new Set()) {
  for (const dep of bundle[fileName].imports) if (!seen.has(dep)) staticClosure(bundle, dep, seen.add(dep));
  return seen;
}

/**
 * @param {{ atPageLoad: Set<string> }} options the entries loaded while the page itself
 *   still loads: their imports are found one level at a time, as the browser parses them,
 *   so they do not compete with the page's first paint.
 */
export function chunkManifest({ atPageLoad }) {
  /** Entry name -> its file, then the chunks it imports, space-separated. */
  const manifest = {};
  /** The chunks this build wrote, across its configurations, for `retainChunks`. */
  const written = [];
  return {
    manifest,
    /** Records, for the loader, the hashed file name of every lazy entry and of every chunk it imports. */
    recordChunks: () => ({
      name: "record-chunks",
      writeBundle(_options, bundle) {
        written.push(...Object.keys(bundle));
      },
      generateBundle(_options, bundle) {
        for (const file of Object.values(bundle)) {
          // The runtime is imported by the chunks themselves, never by the loader. Each entry
          // lists its file first, then the chunks it imports: the loader requests them all at
          // once instead of finding them one level at a time.
          if (file.type === "chunk" && file.isEntry && file.name !== "runtime") {
            const imports = atPageLoad.has(file.name) ? [] : [...staticClosure(bundle, file.fileName)];
            manifest[file.name] = [file.fileName, ...imports].join(" ");
          }
        }
      },
    }),
    /** After the last configuration: the previous builds' chunks stay for pages opened before this deploy. */
    keepPreviousChunks: (dir) => ({
      name: "keep-previous-chunks",
      async writeBundle() {
        await retainChunks(dir, written);
      },
    }),
  };
}
