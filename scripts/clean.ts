/**
 * Empties the build output so no stale page survives a rebuild, and takes back the mark of
 * a complete build until this one is. The widgets' chunks stay: pages opened before a
 * deploy still ask for their build's chunks, and the widget build prunes the ones older
 * than its last few builds (scripts/chunk-retention.mjs).
 */
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { BUILD_STAMP } from "./dev/serve-dir.ts";

/** Everything under `dir` except the path `keep` (relative to `dir`, with `/`). */
async function emptyExcept(dir: string, keep: string): Promise<void> {
  const [first, ...rest] = keep.split("/");
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.map((name) =>
      name === first && rest.length > 0
        ? emptyExcept(join(dir, name), rest.join("/"))
        : name === first
          ? undefined
          : rm(join(dir, name), { recursive: true, force: true }),
    ),
  );
}

await Promise.all([
  emptyExcept("dist", "widgets/chunks"),
  ...[".build/ssr", BUILD_STAMP].map((path) => rm(path, { recursive: true, force: true })),
]);
