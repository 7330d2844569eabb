import type { Plugin } from "rollup";

/** The loader's list of chunks, filled by `recordChunks`, and the plugin that keeps previous builds' chunks. */
export declare function chunkManifest(options: { atPageLoad: Set<string> }): {
  manifest: Record<string, string>;
  recordChunks(): Plugin;
  keepPreviousChunks(dir: string): Plugin;
};
