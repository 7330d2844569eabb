/** What the toast chunk offers: the page-wide store, the region and what puts it on a page. */
export type ToastModule = typeof import("./entry.tsx");

/**
 * The toast chunk. Its one dynamic import in the kit's ES modules (the modal, the banner, the
 * forms' regions): rollup then writes one reference to the chunk, and a move of the chunk's
 * entry is one line to change. The embed loader, a script of its own, fetches the same
 * chunk by name instead.
 */
export function loadToasts(): Promise<ToastModule> {
  return import("./entry.tsx");
}
