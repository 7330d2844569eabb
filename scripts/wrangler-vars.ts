import { readFileSync } from "node:fs";

/**
 * The `[vars]` of a wrangler.toml as plain strings. Only what the build needs from the
 * file (string, number and boolean values of that one table), so the site can show the
 * Worker's real settings (retention periods, optional processors) without a TOML library.
 */
export function parseWranglerVars(toml: string): Record<string, string> {
  const vars: Record<string, string> = {};
  let inVars = false;
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("[")) {
      inVars = line === "[vars]";
      continue;
    }
    if (!inVars) continue;
    const match = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (!match) continue;
    const value = match[2]!.replace(/\s+#.*$/, "").trim();
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value) ?? /^'([^']*)'$/.exec(value);
    vars[match[1]!] = quoted ? quoted[1]!.replace(/\\"/g, '"').replace(/\\\\/g, "\\") : value;
  }
  return vars;
}

/** Reads `[vars]` of the wrangler.toml at `path`. */
export function readWranglerVars(path: string): Record<string, string> {
  return parseWranglerVars(readFileSync(path, "utf8"));
}
