import type { Plugin } from "rollup";

/** The compiled catalogs under `localesDir` that format a placeholder as a date, a time or a choice. */
export declare function placeholderFormatsIn(localesDir: URL): string[];
/** Rollup plugin: @lingui/core's developer messages shortened and what no page calls dropped. */
export declare function linguiCoreMessages(options: { localesDir: URL }): Plugin;
