/** V8's explicit compile hint, as the first line of a chunk. */
export declare const COMPILE_HINT: string;

/** What the plugin reads of a chunk, the same in rollup's and rolldown's (vite's) bundles. */
export interface HintedChunk {
  type: "chunk";
  name: string;
  code: string;
  /** An entry chunk (a widget element's), not one split off or a dynamic import's. */
  isEntry: boolean;
  /** The modules the chunk holds. */
  moduleIds: readonly string[];
}

/** A file of the bundle: a chunk, or an asset the plugin leaves alone. */
export type BundleFile = HintedChunk | { type: "asset" };

/**
 * The plugin: a name and a `generateBundle` hook, typed by what it uses, so it is both a
 * rollup plugin and a vite one (their own hook types differ).
 */
export interface CompileHintsPlugin {
  name: string;
  generateBundle: { order: "post"; handler(this: unknown, options: unknown, bundle: Record<string, BundleFile>): void };
}

/** Rollup (and vite) plugin: V8's explicit compile hint on the chunks `wanted` picks. */
export declare function compileHints(wanted: (chunk: HintedChunk) => boolean): CompileHintsPlugin;
