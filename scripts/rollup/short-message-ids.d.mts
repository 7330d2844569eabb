import type { Plugin } from "rollup";

/** Rollup plugin: the kit's hashed message ids, one or two characters each (see short-message-ids.mjs). */
export declare function shortMessageIds(options: { localesDir: URL }): Plugin;
