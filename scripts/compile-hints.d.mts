import type { OutputChunk, Plugin } from "rollup";

/** V8's explicit compile hint, as the first line of a chunk. */
export declare const COMPILE_HINT: string;

/** Rollup (and vite) plugin: V8's explicit compile hint on the chunks `wanted` picks. */
export declare function compileHints(wanted: (chunk: OutputChunk) => boolean): Plugin;
