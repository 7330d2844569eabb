/**
 * How the repository checks recognise a path into the repository in prose (a guide's code
 * span, a source comment) and decide whether it still names something that exists.
 */
import { existsSync, globSync } from "node:fs";
import { join } from "node:path";

/** The repository's top-level folders a path in the docs or a comment starts with. */
export const TOP_FOLDERS = ["contract", "widgets", "worker", "site", "staff", "scripts", "tests", "locales", "docs", ".ci"];

/** A path that starts with a top-level folder, not part of a URL, a package name or `../x`. */
export const REPO_PATH = new RegExp(
  `(?<![\\w./:@-])(?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/(?:[^\\s"'\`),;{}\\]]|\\{[^{}\\s]*\\})*`,
  "g",
);

/** `locales/{en,de}/labels.po` -> both paths; `<slug>` and `<port>` placeholders become `*`. */
export function expand(path: string): string[] {
  const braces = /\{([^{}]*)\}/.exec(path);
  if (!braces) return [path.replace(/<[^>]*>/g, "*")];
  return braces[1]!.split(",").flatMap((alt) => expand(path.replace(braces[0], alt)));
}

/** Whether a repository path (possibly a glob, a `{a,b}` set or a `<placeholder>`) names something that exists. */
export function exists(path: string, base: string): boolean {
  const clean = path.replace(/[.:]+$/, "");
  return expand(clean).every((candidate) =>
    /[*?]/.test(candidate) ? globSync(candidate, { cwd: base }).length > 0 : existsSync(join(base, candidate)),
  );
}
