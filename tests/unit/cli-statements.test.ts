/**
 * The staff CLI runs the inbox's statements through `wrangler d1 execute`, which takes SQL
 * text, so it must never load code that binds statements to a D1 binding it does not have.
 * worker/db/staff/ says which side a file is on by its folder: `statements/` (SQL text, the
 * CLI's too) and `d1/` (bound to D1, the Worker's only). These checks keep the folders true.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const STAFF_DB = "worker/db/staff/";
const STATEMENTS = `${STAFF_DB}statements/`;
/** The types of a D1 binding: a file whose code (not its comments) names one is bound to D1. */
const D1_TYPES = new Set(["D1Database", "D1PreparedStatement", "D1Result"]);

function namesD1Type(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const visit = (node: ts.Node): boolean => (ts.isIdentifier(node) && D1_TYPES.has(node.text)) || ts.forEachChild(node, visit) === true;
  return visit(source);
}

const isProduction = (file: string) => !/\.test\.tsx?$|\/testing\/|\.d\.ts$/.test(file);

/** The repository's files `file` imports (statically, dynamically or for types only). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => normalize(join(dirname(file), specifier)))
    .filter((path) => existsSync(path));
}

/** Every file reachable from `entries` through relative imports, the entries included. */
function reachable(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

const cliEntries = ["scripts/leads.ts", ...globSync("scripts/leads/**/*.ts").filter(isProduction)];
const cli = [...reachable(cliEntries)];

describe("the staff CLI and the statements it shares with the inbox", () => {
  it("loads only the statements side of worker/db/staff", () => {
    const staffFiles = cli.filter((file) => file.startsWith(STAFF_DB));
    // The CLI's list, show, export, move, funnel and bookings all run shared statements.
    expect(staffFiles.length).toBeGreaterThanOrEqual(5);
    expect(staffFiles.filter((file) => !file.startsWith(STATEMENTS))).toEqual([]);
  });

  it("loads no file that names a D1 binding's types", () => {
    expect(cli.filter(namesD1Type)).toEqual([]);
  });

  it("has statement files that neither name D1's types nor import what binds to D1", () => {
    const statements = globSync(`${STATEMENTS}*.ts`).filter(isProduction);
    expect(statements.length).toBeGreaterThanOrEqual(5);
    const bound = [...reachable(statements)].filter(namesD1Type);
    expect(bound).toEqual([]);
  });

  it("puts every production file of worker/db/staff on one of the two sides", () => {
    const files = globSync(`${STAFF_DB}**/*.ts`).filter(isProduction);
    const elsewhere = files.filter((file) => !file.startsWith(STATEMENTS) && !file.startsWith(`${STAFF_DB}d1/`));
    expect(elsewhere).toEqual([]);
    // A file under d1/ that binds nothing belongs with the statements, where the CLI may use it.
    const unbound = files.filter((file) => file.startsWith(`${STAFF_DB}d1/`) && !namesD1Type(file));
    expect(unbound).toEqual([]);
  });
});
