/**
 * The loader's dynamic import of a widget chunk by its absolute URL.
 */
// Plain JavaScript on purpose: TypeScript's rewriteRelativeImportExtensions (needed for
// the `.ts` import paths) wraps every non-literal import() in a helper rollup cannot see.
/** Imports an ES module by absolute URL (a widget chunk beside the loader). */
export const importModule = (url) => import(url);
