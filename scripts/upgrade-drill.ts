/**
 * The upgrade drill (`npm run upgrade-drill`): what the widget build's size machinery says
 * about the newest versions, within their current major, of the libraries it rewrites or
 * stands in for (docs/contributing.md, "Upgrading libraries"). In a copy of the committed
 * tree (HEAD, in a temporary folder; the working copy and its node_modules stay as they
 * are) it installs the lockfile, bumps each library of `DRILL_LIBRARIES`, then runs
 * `npm run build`, `npm run size` and the plugins' tests, and prints one line per library:
 * its versions before and after, and pass, or fail with the messages that name it or its
 * plugins. Exits 1 when a step fails.
 *
 * `--keep` leaves the copy in place to follow a failure there; `.ci/upgrade-drill` is the
 * scheduled job that runs it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One library of the drill: its packages (bumped together when `lockstep`) and what in the build depends on it. */
export interface DrillLibrary {
  name: string;
  packages: string[];
  /** Packages released together at one version (Lingui's): all take the first package's newest. */
  lockstep?: boolean;
  /** The plugins and stand-ins that break when it changes, as their messages name them. */
  dependents: string[];
}

/** The libraries of the table in docs/contributing.md, in its order. */
export const DRILL_LIBRARIES: DrillLibrary[] = [
  {
    name: "@lingui/core",
    packages: [
      "@lingui/core",
      "@lingui/react",
      "@lingui/cli",
      "@lingui/format-po",
      "@lingui/vite-plugin",
      "@lingui/babel-plugin-lingui-macro",
    ],
    lockstep: true,
    dependents: ["lingui-core-messages", "library-internals", "short-message-ids", "option-label-ids"],
  },
  {
    name: "@r2wc/core",
    packages: ["@r2wc/core", "@r2wc/react-to-web-component"],
    dependents: ["r2wc-string-props", "widgets/lib/runtime/element.tsx", "widgets/lib/runtime/react.ts"],
  },
  { name: "final-form", packages: ["final-form"], dependents: ["library-internals", "scripts/preact-aliases.mjs"] },
  { name: "react-final-form", packages: ["react-final-form"], dependents: ["widgets/lib/runtime/react.ts", "scripts/preact-aliases.mjs"] },
  { name: "preact", packages: ["preact"], dependents: ["widgets/lib/runtime/react.ts", "scripts/preact-aliases.mjs"] },
  { name: "superstruct", packages: ["superstruct"], dependents: ["pure-structs", "form-copies", "module-state"] },
  { name: "lightningcss", packages: ["lightningcss"], dependents: ["minify-styles"] },
  { name: "terser", packages: ["terser", "@rollup/plugin-terser"], dependents: ["library-internals"] },
  {
    name: "rollup",
    packages: [
      "rollup",
      "@rollup/plugin-alias",
      "@rollup/plugin-babel",
      "@rollup/plugin-commonjs",
      "@rollup/plugin-node-resolve",
      "@rollup/plugin-replace",
      "@rollup/plugin-typescript",
    ],
    dependents: ["form-copies", "module-state", "short-message-ids", "chunk-manifest", "library-internals"],
  },
];

export interface Step {
  name: string;
  ok: boolean;
  output: string;
}

export type Versions = Map<string, string>;

const repo = new URL("..", import.meta.url).pathname;

/** A command in the copy; its output is kept, not shown, and a step that fails returns rather than throws. */
function run(cwd: string, command: string, args: string[]): Step {
  const name = [command, ...args].join(" ");
  console.log(`  ${name}`);
  const done = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CI: "true" } });
  return { name, ok: done.status === 0, output: `${done.stdout ?? ""}${done.stderr ?? ""}${done.error?.message ?? ""}` };
}

function must(step: Step): void {
  if (!step.ok) throw new Error(`${step.name} failed:\n${step.output.slice(-4000)}`);
}

/** The committed tree, without node_modules or anything uncommitted: `git archive HEAD`. */
function copyOfHead(): string {
  const copy = mkdtempSync(join(tmpdir(), "upgrade-drill-"));
  const tar = execFileSync("git", ["archive", "--format=tar", "HEAD"], { cwd: repo, maxBuffer: 1024 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", copy], { input: tar });
  return copy;
}

function installed(copy: string): Versions {
  const versions: Versions = new Map();
  for (const name of DRILL_LIBRARIES.flatMap((library) => library.packages)) {
    const file = join(copy, "node_modules", name, "package.json");
    versions.set(name, existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version : "absent");
  }
  return versions;
}

const parts = (version: string) => version.split(".").map((part) => Number.parseInt(part, 10));
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};

/** The newest release of `name` within the major of `version`, as the registry answers `npm view name@^major`. */
function newestInMajor(name: string, version: string): string {
  const major = parts(version)[0];
  const answer = execFileSync("npm", ["view", `${name}@^${major}`, "version", "--json"], { cwd: repo, encoding: "utf8" });
  const found = [JSON.parse(answer) as string | string[]].flat();
  return found.reduce((best, next) => (newer(next, best) ? next : best), version);
}

/** What each package moves to: its newest in its major (a lockstep library's packages, all to the first one's). */
function targets(before: Versions): Versions {
  const to: Versions = new Map();
  for (const library of DRILL_LIBRARIES) {
    const lead = library.lockstep ? newestInMajor(library.packages[0] ?? "", before.get(library.packages[0] ?? "") ?? "0") : null;
    for (const name of library.packages) {
      const now = before.get(name) ?? "absent";
      if (now !== "absent") to.set(name, lead ?? newestInMajor(name, now));
    }
  }
  return to;
}

/** Writes the new versions into the copy's package.json: exact pins stay exact, ranges become `^new`, overrides are pinned. */
function bumpManifest(copy: string, to: Versions): void {
  const file = join(copy, "package.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string> | undefined>;
  for (const field of ["dependencies", "devDependencies", "overrides"]) {
    const specs = manifest[field];
    if (!specs) continue;
    for (const [name, version] of to) {
      const spec = specs[name];
      if (spec === undefined) continue;
      specs[name] = field === "overrides" || /^\d/.test(spec) ? version : `^${version}`;
    }
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The lines of a step's output that say why it failed: rollup's errors, failed tests, figures over a guard. */
function failureLines(step: Step): string[] {
  if (step.ok) return [];
  const lines = step.output.split("\n").map((line) => line.replace(/\x1b\[[0-9;]*m/g, "").trim());
  const telling = lines.filter((line) => /\[plugin [\w-]+\]|changed:|Error:|error TS|^FAIL |×|OVER|over its guard/.test(line));
  return (telling.length > 0 ? telling : lines.filter(Boolean).slice(-5)).slice(0, 20);
}

/** Whether `line` names `name` as a whole (`final-form` is not named by `react-final-form`). */
const names = (line: string, name: string) => new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![\\w-])`).test(line);

/** The libraries a failure is about: those it names, else those whose plugins or stand-ins it names. */
function librariesOf(line: string): DrillLibrary[] {
  const named = DRILL_LIBRARIES.filter((library) => library.packages.some((name) => names(line, name)));
  return named.length > 0 ? named : DRILL_LIBRARIES.filter((library) => library.dependents.some((name) => names(line, name)));
}

/** One line per library: versions before and after, and pass, or fail with the messages about it. */
export function report(before: Versions, after: Versions, steps: Step[]): string[] {
  const failures = steps.flatMap(failureLines).map((line) => ({ line, libraries: librariesOf(line) }));
  const lines = DRILL_LIBRARIES.map((library) => {
    const moved = library.packages
      .filter((name) => before.get(name) !== "absent")
      .map((name) =>
        before.get(name) === after.get(name) ? `${name} ${after.get(name)} (newest)` : `${name} ${before.get(name)} → ${after.get(name)}`,
      )
      .join(", ");
    const own = failures.filter((failure) => failure.libraries.includes(library)).map((failure) => failure.line);
    return `${library.name}: ${moved}: ${own.length === 0 ? "pass" : `FAIL\n    ${own.join("\n    ")}`}`;
  });
  const rest = failures.filter((failure) => failure.libraries.length === 0).map((failure) => failure.line);
  if (rest.length > 0) lines.push(`not named by any library's plugin:\n    ${rest.join("\n    ")}`);
  return lines;
}

/** The size figures that moved against the committed docs/sizes.md (the copy rewrote it with `--write`), old → new. */
function movedFigures(copy: string): string[] {
  const rows = (file: string) =>
    new Map(
      readFileSync(file, "utf8")
        .split("\n")
        .map((line) => line.split("|").map((cell) => cell.trim()))
        .filter((cells) => /^\d/.test(cells[3] ?? ""))
        .map((cells) => [`${cells[1]}, ${cells[2]}`, cells.slice(3, 6)] as const),
    );
  const old = rows(join(repo, "docs/sizes.md"));
  return [...rows(join(copy, "docs/sizes.md"))]
    .filter(([figure, [size]]) => old.get(figure)?.[0] !== size)
    .map(([figure, [size, guard, room]]) => `${figure}: ${old.get(figure)?.[0] ?? "new"} → ${size} (guard ${guard}, room ${room})`);
}

/** `npm run size`, rewriting the copy's docs/sizes.md so the figures that moved can be shown; a figure over its guard fails it. */
function sizes(copy: string): Step {
  const step = run(copy, "npm", ["run", "size", "--", "--write"]);
  return { ...step, ok: step.ok && !step.output.includes("over its guard") };
}

function drill(copy: string): boolean {
  console.log(`The drill's copy of HEAD: ${copy}`);
  must(run(copy, "npm", ["ci", "--no-audit", "--no-fund"]));
  const before = installed(copy);
  bumpManifest(copy, targets(before));
  must(run(copy, "npm", ["install", "--no-audit", "--no-fund"]));
  const after = installed(copy);
  const build = run(copy, "npm", ["run", "build"]);
  const steps = [
    build,
    ...(build.ok ? [sizes(copy)] : []),
    run(copy, "npx", ["vitest", "run", "scripts/rollup", "tests/unit/size-plugins.test.ts", "widgets/lib/runtime/r2wc-internals.test.ts"]),
  ];
  console.log("\nThe upgrade drill, each library at its newest within its major:");
  for (const line of report(before, after, steps)) console.log(line);
  for (const step of steps) console.log(`${step.ok ? "ok" : "FAILED"}: ${step.name}`);
  const moved = build.ok ? movedFigures(copy) : [];
  if (moved.length > 0) console.log(`Size figures that moved (commit them with the upgrade):\n${moved.join("\n")}`);
  return steps.every((step) => step.ok);
}

if (import.meta.main) {
  const copy = copyOfHead();
  try {
    process.exitCode = drill(copy) ? 0 : 1;
  } finally {
    if (process.argv.includes("--keep")) console.log(`Kept ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
}
