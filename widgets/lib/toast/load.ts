/** The toast chunk's exports. */
export type ToastModule = typeof import("./entry.tsx");

/**
 * Imports the toast chunk. Keep this the kit's only `import()` of it, so rollup writes one
 * reference; the loader, a separate script, fetches the chunk by name.
 */
export function loadToasts(): Promise<ToastModule> {
  return import("./entry.tsx");
}
