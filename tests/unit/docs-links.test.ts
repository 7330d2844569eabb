/**
 * The README and the guides in docs/ point into the repository: relative links (with their
 * #anchors) and file paths named in `code`. When a file moves or a heading is renamed, the
 * docs must move with it, so every such reference has to resolve.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { exists as existsIn, REPO_PATH } from "./testing/repo-paths.ts";

const root = process.cwd();
const exists = (path: string, base = root) => existsIn(path, base);

/** Top-level files the docs name without a folder (configuration the reader is sent to). */
const TOP_FILE = /^(?:wrangler\.toml|package\.json|biome\.json|tsconfig\.json|README\.md|[\w-]+\.config\.(?:ts|mjs|js))$/;

/** Markdown text without fenced code blocks (their content is commands and samples, not references). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, "");
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .replace(/\*\*|__/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown file offers, numbered as GitHub numbers repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

interface Problem {
  file: string;
  reference: string;
  why: string;
}

/** The broken references of one Markdown file (`file` relative to `base`). */
function checkMarkdown(file: string, markdown: string, base = root): Problem[] {
  const problems: Problem[] = [];
  const text = withoutFences(markdown);
  const here = dirname(file);

  for (const match of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
    const [path = "", anchor] = target.split("#");
    const targetFile = path === "" ? file : normalize(join(here, decodeURI(path)));
    if (relative(base, join(base, targetFile)).startsWith("..") || !existsSync(join(base, targetFile))) {
      problems.push({ file, reference: target, why: "no such file" });
      continue;
    }
    if (anchor === undefined) continue;
    if (!targetFile.endsWith(".md") || statSync(join(base, targetFile)).isDirectory()) continue;
    const anchors = anchorsOf(readFileSync(join(base, targetFile), "utf8"));
    if (!anchors.has(anchor)) problems.push({ file, reference: target, why: `no heading with the anchor #${anchor} in ${targetFile}` });
  }

  for (const span of text.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    const code = span[2]!.trim();
    if (TOP_FILE.test(code)) {
      if (!exists(code, base)) problems.push({ file, reference: code, why: "no such file" });
      continue;
    }
    for (const path of code.matchAll(REPO_PATH)) {
      if (!exists(path[0], base)) problems.push({ file, reference: path[0], why: "no such file or folder" });
    }
  }
  return problems;
}

const documents = [
  "README.md",
  ...readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("the docs point at what exists", () => {
  it.each(documents)("%s: every relative link, #anchor and repository path resolves", (file) => {
    expect(checkMarkdown(file, readFileSync(file, "utf8"))).toEqual([]);
  });
});

describe("the checker itself", () => {
  it("computes GitHub's anchors, including repeated headings", () => {
    expect(slug("Configuration (`wrangler.toml` `[vars]`)")).toBe("configuration-wranglertoml-vars");
    expect(slug("One lead's path")).toBe("one-leads-path");
    expect(slug("`GET /api/health`")).toBe("get-apihealth");
    expect([...anchorsOf("# A\n## Notes\n```sh\n# not a heading\n```\n### Notes\n")]).toEqual(["a", "notes", "notes-1"]);
  });

  it("reports a broken link, a broken anchor and a missing path, and accepts globs that match", () => {
    const markdown = [
      "[ok](docs/api.md#errors) [gone](docs/nope.md) [bad anchor](docs/api.md#no-such-heading) [web](https://example.com/x)",
      "`worker/app.ts`, `worker/nope.ts`, `locales/*/worker.po`, `locales/{en,de}/nope.po`,",
      "`site/content/articles/<slug>.ts`, `npx vitest run worker/routes/health`, `/widgets/agency-widgets.js`, `wrangler.toml`",
      "```sh",
      "cat worker/not-checked-in-a-fence.ts",
      "```",
    ].join("\n");
    expect(checkMarkdown("README.md", markdown).map((p) => p.reference)).toEqual([
      "docs/nope.md",
      "docs/api.md#no-such-heading",
      "worker/nope.ts",
      "locales/{en,de}/nope.po",
    ]);
  });
});
