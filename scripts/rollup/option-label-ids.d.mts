import type { Plugin } from "rollup";

/** Rollup plugin: the contract's label descriptors keep only their ids. */
export declare function optionLabelIds(): Plugin;
