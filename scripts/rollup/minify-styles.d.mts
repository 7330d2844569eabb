import type { Plugin } from "rollup";

/** One part of a CSS literal, minified, or as written where it is no whole CSS. */
export declare function minifyCss(css: string, filename: string): string;
/** Rollup plugin: the CSS literals of `*.styles.ts` and `lib/runtime/theme.ts`, minified by lightningcss. */
export declare function minifyStyles(): Plugin;
