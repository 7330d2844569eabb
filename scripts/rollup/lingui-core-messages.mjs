/**
 * Rollup plugin: @lingui/core ships one build for development and production: its two
 * developer messages (a translation before `activate`, a message that is not compiled)
 * are 0.27 KB min+gzip of the runtime every element and every page of the site loads. In
 * the widgets' production build they shrink to a line each, which still names the problem
 * and, for the second, the message. Its default instance, which nothing here imports,
 * becomes removable.
 *
 * The runtime also drops what no page calls (0.24 KB min+gzip): the deprecated
 * `i18n.date()` and `i18n.number()`, `setMessagesCompiler()` (production catalogs are
 * compiled) and the `date`, `time`, `select` and `selectordinal` placeholder formats, which
 * no catalog the runtime renders uses (`{count, plural, ...}` keeps its number format); a
 * catalog that starts using one fails this build (`placeholderFormatsIn`) instead of
 * failing in a browser. @lingui/core is pinned exactly in package.json; an upgrade that
 * changes these lines, or moves them to another file, fails the build instead of silently
 * keeping them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";

const PACKAGE = /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]/;
const CORE = /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;

/** Each edit: what must be in @lingui/core's module, and what it becomes. */
const EDITS = [
  [/"Lingui: Attempted to call a translation function[^"]*"/, '"Lingui: no locale activated"'],
  [/`Uncompiled message detected! Message:[^`]*`/, '"Lingui: uncompiled message: " + translation'],
  [/const i18n = setupI18n\(\);/, "const i18n = /* @__PURE__ */ setupI18n();"],
  [/\n\s*selectordinal: \(value, cases\) => \{(?:(?!\n\s*\},)[\s\S])*\n\s*\},\n\s*select: selectFormatter,/, ""],
  [
    /,\n\s*date: \(value, format\) => date\(locales, value, style\(format\) \|\| format\),\n\s*time: \(value, format\) => time\(locales, value, style\(format\) \|\| format\)\n/,
    "\n",
  ],
  [/\s*\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*setMessagesCompiler\(compiler\) \{[^}]*\}/, ""],
  [/\s*\/\*\*\s*\* @deprecated Use `Intl\.DateTimeFormat`(?:(?!\*\/)[\s\S])*\*\/\s*date\(value, format\) \{[^}]*\}/, ""],
  [/\s*\/\*\*\s*\* @deprecated Use `Intl\.NumberFormat`(?:(?!\*\/)[\s\S])*\*\/\s*number\(value, format\) \{[^}]*\}/, ""],
];

/**
 * The compiled catalogs (locales/<lang>/<catalog>.ts) of the widgets and the site, which
 * run on the shared runtime, whose messages format a placeholder as a date, a time or a
 * choice (`["when","date"]` compiled). The Worker's and the staff CLI's catalogs run on
 * their own copy of Lingui.
 */
export function placeholderFormatsIn(localesDir) {
  const found = [];
  for (const lang of readdirSync(localesDir)) {
    const dir = new URL(`${lang}/`, localesDir);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".ts") || /^(worker|staff-cli)\.ts$/.test(file)) continue;
      if (/\[\\"[^"\\]+\\",\\"(?:date|time|select|selectordinal)\\"/.test(readFileSync(new URL(file, dir), "utf8")))
        found.push(`locales/${lang}/${file}`);
    }
  }
  return found;
}

/** @param {{ localesDir: URL }} options the compiled catalogs the runtime renders */
export function linguiCoreMessages({ localesDir }) {
  let rewritten = false;
  return {
    name: "lingui-core-messages",
    buildStart() {
      rewritten = false;
      const uses = placeholderFormatsIn(localesDir);
      if (uses.length) this.error(`${uses.join(", ")} use a placeholder format that linguiCoreMessages() removes`);
    },
    transform(code, id) {
      if (!CORE.test(id)) return null;
      rewritten = true;
      let out = code;
      for (const [find, replacement] of EDITS) {
        if (!find.test(out)) this.error(`@lingui/core changed: ${find} is not in ${id}; review linguiCoreMessages()`);
        out = out.replace(find, replacement);
      }
      return { code: out, map: null };
    },
    buildEnd(error) {
      // @lingui/core in the build without the module it edits: its files were renamed.
      if (error || rewritten || ![...this.getModuleIds()].some((id) => PACKAGE.test(id))) return;
      this.error(`@lingui/core changed: no module of the build is ${CORE}; review linguiCoreMessages()`);
    },
  };
}
