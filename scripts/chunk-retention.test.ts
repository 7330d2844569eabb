import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILDS_FILE, retainChunks } from "./chunk-retention.mjs";

describe("retainChunks", () => {
  it("keeps the chunks of the last three builds, so a page opened before a deploy still loads its own, and deletes older ones", async () => {
    const dir = await mkdtemp(join(tmpdir(), "chunks-"));
    const build = async (files: string[]) => {
      await Promise.all(files.map((f) => writeFile(join(dir, f), "")));
      return retainChunks(dir, files);
    };
    // Chunks from before the record count as one build.
    await writeFile(join(dir, "questionnaire-0.js"), "");
    expect(await build(["runtime-a.js", "questionnaire-a.js"])).toEqual([]);
    expect(await build(["runtime-a.js", "questionnaire-b.js"])).toEqual([]);
    expect(await build(["runtime-c.js", "questionnaire-c.js"])).toEqual(["questionnaire-0.js"]);
    // The first build's own questionnaire chunk goes; its runtime stays, the second build wrote it too.
    expect(await build(["runtime-c.js", "questionnaire-d.js"])).toEqual(["questionnaire-a.js"]);
    expect((await readdir(dir)).sort()).toEqual(
      [BUILDS_FILE, "questionnaire-b.js", "questionnaire-c.js", "questionnaire-d.js", "runtime-a.js", "runtime-c.js"].sort(),
    );
  });
});
