/**
 * `npm start` serves a copy of dist/, refreshed only when a build has finished. `npm run
 * build` empties dist/ first and fills it over a minute; served directly, every request in
 * that minute would fail, and wrangler dev stopped for good once the directory was gone.
 * The copy changes file by file (written beside, then renamed over), so a request always
 * finds either the old file or the new one.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** Written by the last step of `npm run build`, removed by its first (scripts/clean.ts). */
export const BUILD_STAMP = ".build/complete";

/** Where `npm start` serves from. */
export const SERVE_DIR = ".build/serve";

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const digest = (path: string) => createHash("sha1").update(readFileSync(path)).digest("hex");

/** What `syncDir` changed, for the line `npm start` prints. */
export interface SyncResult {
  copied: number;
  removed: number;
}

/**
 * Makes `to` a copy of `from`: new and changed files are written beside their target and
 * renamed over it, then files `from` no longer has are removed. Unchanged files are left
 * alone, so wrangler dev only sees what a build really changed.
 */
export function syncDir(from: string, to: string): SyncResult {
  const result: SyncResult = { copied: 0, removed: 0 };
  const wanted = new Set(filesUnder(from));
  for (const file of wanted) {
    const source = join(from, file);
    const target = join(to, file);
    if (existsSync(target) && digest(source) === digest(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    copyFileSync(source, partial);
    renameSync(partial, target);
    result.copied += 1;
  }
  for (const file of filesUnder(to)) {
    if (wanted.has(file)) continue;
    rmSync(join(to, file));
    result.removed += 1;
  }
  return result;
}
