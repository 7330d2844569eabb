/**
 * Where the loader finds the lazily loaded widget code. The file names carry content
 * hashes (cacheable forever) and are filled in by rollup.config.mjs at build time: per
 * entry its file, then every chunk it imports (none for the banner, see rollup.config.mjs),
 * separated by spaces.
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

/**
 * The URL of a lazily loaded entry, then those of every chunk it imports: the loader
 * requests them together, so they arrive in one round trip instead of a second one that
 * starts only once the entry has arrived and been parsed.
 */
export function chunkUrls(name: ChunkName, base: URL): string[] {
  return __WIDGET_CHUNKS__[name].split(" ").map((file) => new URL(`chunks/${file}`, base).href);
}
