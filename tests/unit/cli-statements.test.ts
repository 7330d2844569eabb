/**
 * The staff CLI runs the Worker's statements through `wrangler d1 execute`, which takes SQL
 * text, so it must never load code that binds statements to a D1 binding it does not have.
 * Every file of worker/db says which side it is on by its folder: `statements/` (SQL text and
 * what goes with it, the CLI's too) and `d1/` (bound to D1, the Worker's only). A concept
 * folder that holds one kind only may stay flat, and then says its kind in FOLDERS below.
 * The CLI takes what it uses of the Worker from one file, worker/cli.ts, so its dependency
 * on the Worker reads as one list. worker/db stores rows for the Worker's use cases and so
 * sits below them: it imports nothing of theirs, or two folders would each depend on the
 * other. These checks keep the folders, that list and that direction true.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

type Side = "statements" | "d1";
const DB = "worker/db/";
/** The one file of the Worker the CLI imports: the list of what it may use. */
const CLI_ENTRY = "worker/cli.ts";
/** Each concept folder of worker/db: split into statements/ and d1/, or flat and all of one side. */
const FOLDERS: Record<string, "split" | Side> = {
  erasure: "split",
  leads: "split",
  outbox: "split",
  staff: "split",
  system: "split",
  visitors: "split",
};
/** The types of a D1 binding: a file whose code (not its comments) names one is bound to D1. */
const D1_TYPES = new Set(["D1Database", "D1PreparedStatement", "D1Result"]);

function namesD1Type(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const visit = (node: ts.Node): boolean => (ts.isIdentifier(node) && D1_TYPES.has(node.text)) || ts.forEachChild(node, visit) === true;
  return visit(source);
}

const isProduction = (file: string) => !/\.test\.tsx?$|\/testing\/|\.d\.ts$/.test(file);

/** The side a file of worker/db is on by where it sits, or undefined where no side is declared. */
function sideOf(file: string): Side | undefined {
  const [concept = "", ...rest] = file.slice(DB.length).split("/");
  const kind = FOLDERS[concept];
  if (kind === undefined) return undefined;
  if (kind !== "split") return rest.length === 1 ? kind : undefined;
  const [folder] = rest;
  return rest.length === 2 && (folder === "statements" || folder === "d1") ? folder : undefined;
}

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

const dbFiles = globSync(`${DB}**/*.ts`).filter(isProduction);
const onSide = (side: Side) => dbFiles.filter((file) => sideOf(file) === side);
const cliEntries = ["scripts/leads.ts", ...globSync("scripts/leads/**/*.ts").filter(isProduction)];
const cli = [...reachable(cliEntries)];

describe("worker/db's two sides: the statements the CLI shares and what binds to D1", () => {
  it("declares the kind of every concept folder of worker/db", () => {
    const concepts = globSync(`${DB}*/`)
      .map((folder) => folder.slice(DB.length).replace(/\/$/, ""))
      .filter((name) => name !== "testing");
    expect(concepts.sort()).toEqual(Object.keys(FOLDERS).sort());
  });

  it("puts every production file of worker/db on one of the two sides", () => {
    expect(dbFiles.filter((file) => sideOf(file) === undefined)).toEqual([]);
    // A file on the D1 side that binds nothing belongs with the statements, where the CLI may use it.
    expect(onSide("d1").filter((file) => !namesD1Type(file))).toEqual([]);
  });

  it("has statement files that neither name D1's types nor import what binds to D1", () => {
    const statements = onSide("statements");
    expect(statements.length).toBeGreaterThanOrEqual(15);
    const loaded = [...reachable(statements)];
    expect(loaded.filter(namesD1Type)).toEqual([]);
    expect(loaded.filter((file) => sideOf(file) === "d1")).toEqual([]);
  });
});

/** What worker/db may import outside itself: the contract, and the Worker's leaf helpers. */
const BELOW_DB = ["contract/", "worker/lib/", "worker/db/"];
/**
 * Imports of worker/db from the folders above it that predate the check; each is to move
 * down, and none may be added. `mail/message.ts` is the stored mail's shape, a file of types
 * that imports nothing.
 */
const KNOWN_UPWARD = new Set([
  "worker/db/erasure/d1/erasure-preview.ts -> worker/erasure/erasure.ts",
  "worker/db/erasure/statements/erasure-queries.ts -> worker/erasure/columns.ts",
  "worker/db/erasure/statements/erasure-queries.ts -> worker/erasure/erasure.ts",
  "worker/db/erasure/statements/erasure-queries.ts -> worker/erasure/redact.ts",
  "worker/db/erasure/statements/erasure-queries.ts -> worker/erasure/staff-rows.ts",
  "worker/db/outbox/d1/outbox.ts -> worker/mail/message.ts",
  "worker/db/outbox/statements/outbox-items.ts -> worker/mail/message.ts",
]);

describe("worker/db below the Worker's use cases", () => {
  const upward = dbFiles.flatMap((file) =>
    importsOf(file)
      .filter((path) => !BELOW_DB.some((folder) => path.startsWith(folder)))
      .map((path) => `${file} -> ${path}`),
  );

  it("imports nothing from the folders above it beyond the known imports still to move", () => {
    expect(upward.filter((edge) => !KNOWN_UPWARD.has(edge))).toEqual([]);
  });

  it("lists no known import that is gone, so the list only shrinks", () => {
    expect([...KNOWN_UPWARD].filter((edge) => !upward.includes(edge))).toEqual([]);
  });

  it("keeps the outbox's statements and D1 side free of the outbox's senders", () => {
    expect(upward.filter((edge) => edge.startsWith(`${DB}outbox/`) && !edge.endsWith("worker/mail/message.ts"))).toEqual([]);
  });
});

describe("the staff CLI and the statements it shares with the Worker", () => {
  it("reaches the Worker only through its declared entry point", () => {
    const direct = cliEntries.flatMap((file) =>
      importsOf(file)
        .filter((path) => path.startsWith("worker/") && path !== CLI_ENTRY)
        .map((path) => `${file} -> ${path}`),
    );
    expect(direct).toEqual([]);
    expect(cliEntries.filter((file) => importsOf(file).includes(CLI_ENTRY)).length).toBeGreaterThanOrEqual(10);
  });

  it("loads only the statements side of worker/db", () => {
    const dbUsed = cli.filter((file) => file.startsWith(DB));
    // The CLI's list, show, export, move, funnel, bookings, outbox and forget all run shared statements.
    expect(dbUsed.length).toBeGreaterThanOrEqual(8);
    expect(dbUsed.filter((file) => sideOf(file) !== "statements")).toEqual([]);
  });

  it("loads no file that names a D1 binding's types", () => {
    expect(cli.filter(namesD1Type)).toEqual([]);
  });
});
