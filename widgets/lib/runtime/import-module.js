/**
 * The loader's dynamic import of a widget chunk by absolute URL. Plain JavaScript because
 * TypeScript's rewriteRelativeImportExtensions wraps a non-literal import() in a helper
 * rollup cannot see through.
 */
export const importModule = (url) => import(url);
