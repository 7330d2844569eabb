import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The record of which build wrote which chunk, beside the chunks. */
export const BUILDS_FILE = "builds.json";

/**
 * Keeps the chunks of the last `keep` builds in `dir` and deletes older ones. A page opened
 * before a deploy runs a loader (cached for minutes) that asks for the chunk names of its
 * build: deleting them at once would break the widget on that page.
 *
 * @param {string} dir the chunks' folder (dist/widgets/chunks)
 * @param {string[]} files the chunks this build wrote
 * @param {number} keep how many builds' chunks stay, this one included
 * @returns {Promise<string[]>} the chunks deleted
 */
export async function retainChunks(dir, files, keep = 3) {
  const present = await readdir(dir);
  /** @type {string[][]} Without a record (the first build that keeps one), what is there counts as one earlier build. */
  const builds = await readFile(join(dir, BUILDS_FILE), "utf8")
    .then((text) => JSON.parse(text))
    .catch(() => [present.filter((name) => !files.includes(name))]);
  const kept = [...builds, [...files].sort()].filter((build) => build.length > 0).slice(-keep);
  const wanted = new Set([BUILDS_FILE, ...kept.flat()]);
  const gone = present.filter((name) => !wanted.has(name));
  await Promise.all(gone.map((name) => rm(join(dir, name), { force: true })));
  await writeFile(join(dir, BUILDS_FILE), `${JSON.stringify(kept)}\n`);
  return gone;
}
