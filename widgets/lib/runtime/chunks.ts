/**
 * Where the loader finds the lazily loaded widget chunks. rollup.config.mjs fills in
 * `__WIDGET_CHUNKS__` at build time: per entry, its content-hashed file and then every chunk
 * it imports, separated by spaces.
 */
export type ChunkName = keyof typeof __WIDGET_CHUNKS__;

/**
 * Returns the directory the loader script came from; chunks live beside it.
 * Call it while the script first runs: `document.currentScript` is null afterwards.
 */
export function scriptBase(): URL {
  const script = document.currentScript as HTMLScriptElement | null;
  return new URL(".", script?.src || location.href);
}

/**
 * Returns the URLs of an entry and every chunk it imports. The loader requests them together
 * so they arrive in one round trip rather than one per level of imports.
 */
export function chunkUrls(name: ChunkName, base: URL): string[] {
  return __WIDGET_CHUNKS__[name].split(" ").map((file) => new URL(`chunks/${file}`, base).href);
}
