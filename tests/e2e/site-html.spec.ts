import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate, type Report } from "html-validate";

/**
 * html-validate over every prerendered page in dist/. Part of the e2e suite because
 * `npm test` builds right before it, so it always checks the fresh build.
 */
const dist = "dist";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "widgets" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // Formatting of generated markup (vite's template, Preact's output), not correctness.
    "void-style": "off",
    "doctype-style": "off",
    "no-trailing-whitespace": "off",
    // Same-origin module scripts and styles; nothing is loaded from a CDN.
    "require-sri": "off",
  },
});

function format(report: Report): string {
  return report.results
    .flatMap((result) => result.messages.map((m) => `${relative(".", result.filePath)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`))
    .join("\n");
}

test("every prerendered page is valid HTML (html-validate)", async () => {
  expect(existsSync(join(dist, "index.html")), "run `npm run build` first").toBe(true);
  const files = htmlFiles(dist);
  expect(files.length).toBeGreaterThanOrEqual(34);
  const report = await validator.validateMultipleFiles(files);
  expect(format(report), "html-validate errors").toBe("");
});
