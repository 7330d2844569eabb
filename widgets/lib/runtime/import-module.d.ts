/** Imports an ES module by absolute URL (a widget chunk beside the loader). */
export declare const importModule: <T = unknown>(url: string) => Promise<T>;
