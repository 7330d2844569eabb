import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { findPlaceholders } from "./check-placeholders.ts";

const run = promisify(execFile);
const check = (...args: string[]) =>
  run(process.execPath, ["scripts/check-placeholders.ts", ...args]).then(
    (r) => ({ code: 0, out: `${r.stdout}${r.stderr}` }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: `${e.stdout}${e.stderr}` }),
  );

describe("check-placeholders (the deploy gate)", () => {
  it("refuses the template's sample configuration and lists each value with file and line", async () => {
    const { code, out } = await check("--root", "tests/fixtures/placeholders/sample");
    expect(code).toBe(1);
    expect(out).toContain("Refusing to deploy");
    expect(out).toMatch(/wrangler\.toml:\d+ {2}00000000-0000-4000-8000-000000000000/);
    expect(out).toMatch(/wrangler\.toml:\d+ {2}http:\/\/localhost:8787/);
    expect(out).toMatch(/contract\/site\/company\.ts:\d+ {2}Example Agency/);
    expect(out).toMatch(/contract\/site\/company\.ts:\d+ {2}Mustermann/);
    expect(out).toMatch(/contract\/site\/company\.ts:\d+ {2}FN 000000/);
    expect(out).toMatch(/contract\/site\/company\.ts:\d+ {2}example-agency/);
    expect(out).toContain("site/content/portfolio.ts:3  frachtblick.example.com");
  });

  it("refuses every sample record of the site's content (clients, people, projects, figures) by its mark", async () => {
    const found = findPlaceholders("tests/fixtures/placeholders/sample").filter((p) => p.value.startsWith("sample"));
    expect(found.map((p) => `${p.file}:${p.line}`)).toEqual(["site/content/people.ts:6", "site/content/people.ts:12"]);
    expect(found[0]!.hint).toMatch(/delete `sample: true`/);
    // A record without the mark is real content: nothing to refuse.
    const people = (await readFile("tests/fixtures/placeholders/sample/site/content/people.ts", "utf8")).split("\n");
    expect(people[16]).toContain("Real Person");
    expect(findPlaceholders("tests/fixtures/placeholders/sample").some((p) => p.line === 17 && p.file.endsWith("people.ts"))).toBe(false);
  });

  it("refuses the company facts marked sample(...) in the template's own company files", async () => {
    const found = findPlaceholders(".").filter((p) => p.value === "sample(");
    const marked = await Promise.all(
      found.map(async (p) => `${p.file}:${(await readFile(p.file, "utf8")).split("\n")[p.line - 1]!.trim().split(":")[0]}`),
    );
    expect(marked).toEqual([
      "contract/site/company.ts:const FOUNDER_TITLE = sample({",
      "contract/site/company.ts:founded",
      "contract/site/company.ts:photoUrl",
      "contract/site/company-facts.ts:headcount",
      "contract/site/company-facts.ts:insurance",
      "contract/site/company-facts.ts:productHosting",
      "contract/site/company-facts.ts:continuity",
      "contract/site/company-facts.ts:agreementReviewed",
    ]);
    expect(found[0]!.hint).toMatch(/remove `sample\(\.\.\.\)`/);
  });

  it("points at the exact line of each value and ignores comments", async () => {
    const found = findPlaceholders("tests/fixtures/placeholders/sample");
    const company = (await readFile("tests/fixtures/placeholders/sample/contract/site/company.ts", "utf8")).split("\n");
    for (const p of found.filter((f) => f.file.endsWith("company.ts"))) expect(company[p.line - 1]).toContain(p.value);
    expect(found.some((p) => p.value.includes("docs.example.com"))).toBe(false);
  });

  it("passes a real-looking configuration", async () => {
    const { code, out } = await check("--root", "tests/fixtures/placeholders/real");
    expect(out).toContain("No placeholder values left.");
    expect(code).toBe(0);
  });

  it("only warns in --warn mode (npm run build)", async () => {
    const { code, out } = await check("--root", "tests/fixtures/placeholders/sample", "--warn");
    expect(code).toBe(0);
    expect(out).toMatch(/warning: \d+ placeholder values are still configured/);
  });

  it("runs before anything is built or deployed by npm run deploy, and as a warning in npm run build", async () => {
    const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.deploy).toMatch(/^node scripts\/check-placeholders\.ts && .*wrangler deploy$/);
    expect(scripts.build).toMatch(/^node scripts\/check-placeholders\.ts --warn && /);
  });

  it("refuses the local Access stand-in's settings, and missing ones unless STAFF_INBOX is off", async () => {
    const sample = findPlaceholders("tests/fixtures/placeholders/sample").map((p) => p.value);
    expect(sample).toEqual(expect.arrayContaining(["http://localhost:8027", "local-staff-inbox"]));
    const root = await mkdtemp(join(tmpdir(), "placeholders-"));
    try {
      await cp("tests/fixtures/placeholders/real", root, { recursive: true });
      const toml = await readFile(join(root, "wrangler.toml"), "utf8");
      const withoutAccess = toml.replace(/^ACCESS_AUD = .*$/m, 'ACCESS_AUD = ""');
      await writeFile(join(root, "wrangler.toml"), withoutAccess);
      expect(findPlaceholders(root).map((p) => p.value)).toEqual(['ACCESS_AUD = ""']);
      await writeFile(join(root, "wrangler.toml"), withoutAccess.replace("[vars]", '[vars]\nSTAFF_INBOX = "off"'));
      expect(findPlaceholders(root)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
