import type { Plugin } from "rollup";

/** Rollup plugin: @r2wc/core's attribute transform table keeps only `string`. */
export declare function r2wcStringProps(): Plugin;
