/**
 * Where the loader finds the lazily loaded widget code. The file names carry content
 * hashes (cacheable forever) and are filled in by rollup.config.mjs at build time.
 */
export type ChunkName = keyof typeof __WIDGET_CHUNKS__;

/**
 * The URL the loader script itself came from; chunks live beside it. Read once while the
 * script runs, because `document.currentScript` is null afterwards.
 */
export function scriptBase(): URL {
  const script = document.currentScript as HTMLScriptElement | null;
  return new URL(".", script?.src || location.href);
}

export function chunkUrl(name: ChunkName, base: URL): string {
  return new URL(`chunks/${__WIDGET_CHUNKS__[name]}`, base).href;
}
