import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const lingui = (...args: string[]) =>
  run(process.execPath, ["node_modules/@lingui/cli/dist/lingui.js", ...args], { env: { ...process.env, FORCE_COLOR: "0" } });

/** Reads the msgid/msgstr pairs of a .po file (single- and multi-line strings). */
async function readPo(path: string): Promise<Map<string, string>> {
  const text = await readFile(path, "utf8");
  const entries = new Map<string, string>();
  const re = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (block: string) =>
    block
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as string)
      .join("");
  for (const m of text.matchAll(re)) {
    const id = join(m[1]!);
    if (id) entries.set(id, join(m[2]!));
  }
  return entries;
}

describe("translation catalogs", () => {
  for (const catalog of ["messages", "blog", "widgets", "referral", "consent", "privacy", "worker"]) {
    it(`locales/de/${catalog}.po translates every English message`, async () => {
      const en = await readPo(`locales/en/${catalog}.po`);
      const de = await readPo(`locales/de/${catalog}.po`);
      expect(en.size).toBeGreaterThan(0);
      const untranslated = [...en.keys()].filter((id) => !de.get(id)?.trim());
      expect(untranslated, "messages without a German translation").toEqual([]);
    });
  }

  it("has no missing translation in any locale (lingui check missing)", async () => {
    const { stdout } = await lingui("check", "missing", "--verbose", "--workers", "1");
    expect(stdout).toContain("PASS");
  });

  it("is in sync with the source code (lingui check sync); run `npm run i18n` after changing texts", async () => {
    const result = await lingui("check", "sync", "--clean", "--verbose", "--workers", "1").catch(
      (e: { stdout: string; stderr: string }) => e,
    );
    expect(`${result.stdout}${result.stderr}`).toContain("PASS sync");
  });
});
