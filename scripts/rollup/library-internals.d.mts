import type { Plugin } from "rollup";

/** A library's private property names and the one module of it that owns them. */
export interface LibraryInternals {
  library: string;
  /** Every module of the library. */
  files: RegExp;
  /** The one module that reads and writes `names`. */
  owner: RegExp;
  names: string[];
}

export declare const LIBRARY_INTERNALS: LibraryInternals[];
/** terser's `mangle.properties.regex`: every listed name, exactly. */
export declare function mangleInternals(internals?: LibraryInternals[]): RegExp;
/** Rollup plugin: fails the build when a listed name is not private to its owner module. */
export declare function libraryInternals(internals?: LibraryInternals[]): Plugin;
