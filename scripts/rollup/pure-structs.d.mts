import type { Plugin } from "rollup";

/** Rollup plugin: the contract's superstruct calls, marked pure. */
export declare function pureStructs(): Plugin;
