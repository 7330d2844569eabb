/**
 * Lists every sample value still configured (company identity, links, legal data, Worker
 * settings) and every sample record of the site's content (invented clients, people,
 * projects and figures, marked `sample: true`), with file and line, so the template never
 * goes live as "Example Agency" with made-up proof.
 *
 *   node scripts/check-placeholders.ts           list them, exit 1 when any is left (npm run deploy)
 *   node scripts/check-placeholders.ts --warn    a one-line warning, exit 0 (npm run build)
 *   node scripts/check-placeholders.ts --root <dir>   check another checkout (the tests)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseWranglerVars } from "./wrangler-vars.ts";

export interface Placeholder {
  file: string;
  line: number;
  value: string;
  hint: string;
}

/** Sample values of the template and what to put there instead. */
const patterns: { re: RegExp; hint: string; only?: RegExp }[] = [
  { re: /\b[\w.-]*example\.(?:com|net|org)\b/gi, hint: "a sample domain: use your real address or link" },
  { re: /\bexample-agency\b/gi, hint: "the sample account name in a link (calendar, social, API listings)" },
  { re: /\bExample Agency\b/g, hint: "the sample company name" },
  { re: /Muster(?:mann|frau|straße|strasse)/g, hint: "a sample name or street" },
  { re: /\bFN 0{6}\b|\bATU0{8}\b/g, hint: "a sample register number or VAT id" },
  { re: /\+43 1 234 56 78/g, hint: "the sample phone number" },
  {
    re: /\b00000000-0000-4000-8000-000000000000\b/g,
    hint: "the sample D1 database_id: `wrangler d1 create agency-leads --jurisdiction eu`",
  },
  { re: /https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?/g, hint: "a local address in a production setting", only: /wrangler\.toml$/ },
  {
    re: /\blocal-staff-inbox\b/g,
    hint: "the local Access stand-in's audience: your Access application's AUD tag",
    only: /wrangler\.toml$/,
  },
  {
    re: /\bsample\(/g,
    hint: "a sample company fact (founding year, headcount, insurance, hosting): put in your own and remove `sample(...)`",
    only: /^contract\/site\/company(-facts)?\.ts$/,
  },
  {
    re: /\bsample:\s*true\b/g,
    hint: "sample content (an invented client, person, project or figure): replace the record with your own and delete `sample: true`",
    only: /^site\/content\//,
  },
];

/** The files that hold the configuration, relative to the repository root. */
function configFiles(root: string): string[] {
  const content = join(root, "site", "content");
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [join(dir, e.name)] : [],
        )
      : [];
  return [
    join(root, "wrangler.toml"),
    join(root, "contract", "site", "company.ts"),
    join(root, "contract", "site", "company-facts.ts"),
    ...walk(content),
  ].filter((f) => existsSync(f));
}

/** A comment line explains a value; it does not configure one. */
const isComment = (line: string) => /^\s*(?:#|\/\/|\/?\*)/.test(line);

/** The staff inbox's Access settings, which must all be there unless `STAFF_INBOX = "off"`. */
const STAFF_ACCESS_VARS = ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "STAFF_EMAILS"] as const;

/**
 * A missing Access setting while the inbox is on: the Worker would refuse every staff
 * request, so the agency either configures Access or says it does not use the inbox.
 */
function missingStaffAccess(root: string): Placeholder[] {
  const path = join(root, "wrangler.toml");
  if (!existsSync(path)) return [];
  const text = readFileSync(path, "utf8");
  const vars = parseWranglerVars(text);
  if ((vars.STAFF_INBOX ?? "").trim().toLowerCase() === "off") return [];
  const lines = text.split(/\r?\n/);
  return STAFF_ACCESS_VARS.filter((name) => !(vars[name] ?? "").trim()).map((name) => ({
    file: "wrangler.toml",
    line: Math.max(1, lines.findIndex((l) => l.trim().startsWith(name)) + 1),
    value: `${name} = ""`,
    hint: 'the staff inbox needs it (docs/staff-inbox.md); or set STAFF_INBOX = "off" if the agency does not use the inbox',
  }));
}

export function findPlaceholders(root: string): Placeholder[] {
  const found: Placeholder[] = missingStaffAccess(root);
  for (const path of configFiles(root)) {
    const file = relative(root, path);
    readFileSync(path, "utf8")
      .split(/\r?\n/)
      .forEach((text, index) => {
        if (isComment(text)) return;
        for (const { re, hint, only } of patterns) {
          if (only && !only.test(file)) continue;
          for (const match of text.matchAll(re)) found.push({ file, line: index + 1, value: match[0], hint });
        }
      });
  }
  return found;
}

function main(args: string[]): number {
  const warnOnly = args.includes("--warn");
  const rootIndex = args.indexOf("--root");
  const root = rootIndex >= 0 ? args[rootIndex + 1]! : fileURLToPath(new URL("..", import.meta.url));
  const found = findPlaceholders(root);
  if (found.length === 0) {
    if (!warnOnly) console.log("No placeholder values left.");
    return 0;
  }
  const list = found.map((p) => `  ${p.file}:${p.line}  ${p.value}  (${p.hint})`).join("\n");
  if (warnOnly) {
    const perFile = new Map<string, number>();
    for (const p of found) perFile.set(p.file, (perFile.get(p.file) ?? 0) + 1);
    const counts = [...perFile].map(([file, n]) => `${file}: ${n}`).join(", ");
    console.warn(
      `warning: ${found.length} placeholder values are still configured (${counts}); ` +
        "`npm run check:placeholders` lists them, `npm run deploy` refuses to deploy until they are replaced.",
    );
    return 0;
  }
  console.error(
    `Refusing to deploy: ${found.length} placeholder values are still configured.\n${list}\n` +
      `Replace them (docs/operations.md, "Make it yours") and run the command again.`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
