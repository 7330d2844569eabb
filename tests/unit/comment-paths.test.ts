/**
 * A comment that sends the reader to a file (`see worker/outbox/deliver.ts`) is only worth its
 * line while that file exists: when a file moves or goes, every comment naming it must move
 * too. The same holds for the guides' prose outside code spans (docs-links.test.ts checks
 * their links and code spans).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { exists, REPO_PATH } from "./testing/repo-paths.ts";

const root = process.cwd();

/** Generated files and fixtures whose paths are samples, not references. */
const SKIPPED = [
  /^locales\/.*\.ts$/,
  /^worker\/worker-configuration\.d\.ts$/,
  /^worker\/db\/system\/statements\/migration-list\.ts$/,
  /^tests\/fixtures\//,
];

/** Every comment of a TypeScript or JavaScript source, found by the compiler's parser (so strings and regexes are never read as comments). */
function scriptComments(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts") || file.endsWith(".mts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, source.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return [...seen.values()];
}

/** The comments of a file, by its kind; an unknown kind has none. */
function commentsOf(file: string, source: string): string[] {
  if (/\.(?:[cm]?[jt]sx?)$/.test(file)) return scriptComments(file, source);
  if (file.endsWith(".css")) return source.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (file.endsWith(".sql")) return source.match(/--.*$/gm) ?? [];
  if (file.endsWith(".toml") || file === ".ci/run" || file.endsWith(".sh")) return source.match(/(?:^|\s)#.*$/gm) ?? [];
  return [];
}

/** A guide's prose: no fenced blocks, no code spans, no link targets (docs-links.test.ts reads those). */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, "")
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, "")
    .replace(/\]\([^)]*\)/g, "]");
}

/** The paths in `text` that name nothing in the repository. */
function missingPaths(text: string, base = root): string[] {
  return [...text.matchAll(REPO_PATH)]
    .map((match) => match[0].replace(/#.*$/, "").replace(/[.:!?]+$/, ""))
    .filter((path) => !path.endsWith("/..") && !exists(path, base));
}

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file !== "" && !SKIPPED.some((skip) => skip.test(file)));

describe("paths named in comments and in the guides' prose", () => {
  it("name files and folders that exist", () => {
    const stale: string[] = [];
    for (const file of tracked) {
      let source: string;
      try {
        source = readFileSync(file, "utf8");
      } catch {
        continue; // deleted in the work tree, not yet in the index
      }
      // Most files name no missing path anywhere; only those are worth parsing for comments.
      if (missingPaths(source).length === 0) continue;
      const texts = /^(?:docs\/.*|README)\.md$/.test(file) ? [proseOf(source)] : commentsOf(file, source);
      for (const path of texts.flatMap((text) => missingPaths(text))) stale.push(`${file}: ${path}`);
    }
    expect(stale).toEqual([]);
  });
});

describe("the checker itself", () => {
  it("finds the comments of a script, not its strings or regexes", () => {
    const source =
      'const a = "worker/in-a-string.ts"; // see worker/in-a-comment.ts\nconst r = /scripts\\/x/; /** and contract/in-a-doc.ts */\n';
    expect(
      scriptComments("x.ts", source)
        .flatMap((c) => [...c.matchAll(REPO_PATH)].map((m) => m[0]))
        .sort(),
    ).toEqual(["contract/in-a-doc.ts", "worker/in-a-comment.ts"]);
  });

  it("reports a missing file, and accepts folders, globs, sets and placeholders that match", () => {
    const text =
      "see worker/app.ts, worker/nope.ts, contract/retention/, locales/{en,de}/worker.po, site/content/articles/<slug>.ts and https://example.com/worker/x.ts";
    expect(missingPaths(text)).toEqual(["worker/nope.ts"]);
  });

  it("reads a guide's prose without its code and link targets", () => {
    expect(proseOf("worker/a.ts `worker/b.ts` [c](worker/c.ts)\n```\nworker/d.ts\n```\n")).toBe("worker/a.ts  [c]\n\n");
  });
});
