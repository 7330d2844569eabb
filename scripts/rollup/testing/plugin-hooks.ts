import { dirname, posix } from "node:path";
import type { Plugin } from "rollup";
import { parseAst } from "rollup/parseAst";

/** What a hook may use of rollup's plugin context, played by a test: errors throw, as rollup's do. */
export const context = {
  parse: parseAst,
  error(message: string): never {
    throw new Error(message);
  },
  warn(): void {},
};

/** A plugin's `transform` hook, called as rollup would: the code it returns, or null when it leaves the module alone. */
export function transformWith(plugin: Plugin, code: string, id: string): string | null {
  const hook = plugin.transform;
  const run = (typeof hook === "function" ? hook : hook?.handler) as
    | ((this: typeof context, code: string, id: string) => { code: string } | string | null)
    | undefined;
  if (!run) throw new Error(`${plugin.name} has no transform hook`);
  const out = run.call(context, code, id);
  return out === null ? null : typeof out === "string" ? out : out.code;
}

/** A plugin's `buildEnd` hook after a build of `moduleIds` (and a `buildStart` before, when it has one), as rollup would call them. */
export function buildEndWith(plugin: Plugin, moduleIds: string[], transformed: Record<string, string> = {}): void {
  const run = <A extends unknown[]>(hook: unknown, self: object, ...args: A): unknown => {
    const fn = (typeof hook === "function" ? hook : (hook as { handler?: unknown } | undefined)?.handler) as
      | ((this: object, ...args: A) => unknown)
      | undefined;
    return fn?.call(self, ...args);
  };
  const build = { ...context, getModuleIds: () => moduleIds.values() };
  run(plugin.buildStart, build);
  for (const [id, code] of Object.entries(transformed)) run(plugin.transform, build, code, id);
  run(plugin.buildEnd, build);
}

/** Serves `files` by absolute path, resolving relative imports: a build that needs no disk. */
export function memory(files: Record<string, string>): Plugin {
  return {
    name: "memory",
    resolveId: (source, importer) => (importer ? posix.resolve(dirname(importer), source) : source),
    load: (id) => files[id] ?? null,
  };
}
