import { readFileSync } from "node:fs";
import { parse } from "smol-toml";

/**
 * The `[vars]` of a wrangler.toml as plain strings, the way the Worker receives them, so
 * the site can show the Worker's real settings (retention periods, optional processors).
 * Parsed by smol-toml: quoting, escapes, comments and inline tables follow the TOML spec
 * instead of a line-by-line approximation of it.
 */
export function parseWranglerVars(toml: string): Record<string, string> {
  const vars = parse(toml).vars;
  if (typeof vars !== "object" || vars === null || Array.isArray(vars)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(vars)) {
    // Wrangler hands JSON values (tables, arrays) to the Worker as objects; the build only
    // reads scalar settings, which the Worker sees as their string form.
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[key] = String(value);
  }
  return out;
}

/** Reads `[vars]` of the wrangler.toml at `path`. */
export function readWranglerVars(path: string): Record<string, string> {
  return parseWranglerVars(readFileSync(path, "utf8"));
}
