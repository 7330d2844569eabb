/**
 * Shorter message ids in the widget bundle. Lingui's macros name every message by a
 * six-character hash of its text, written twice in what a visitor downloads: in the code
 * (`{id:"0W0FHK"}`) and as the key of the language's catalog chunk. Random to gzip, those
 * ids cost about 0.4 KB min+gzip of the questionnaire's first use and 0.5 KB of all three
 * elements'. After minification, this plugin gives each hashed id of the kit's catalogs a
 * name of one or two characters, the same in every chunk of the build.
 *
 * The explicit ids of the contract's labels (`field.companyName`, `option.projectType.mvp`:
 * the Worker and the staff CLI name them so too) are catalog keys like any other and are
 * renamed the same way: about 20 characters each, twice per label.
 *
 * Safe by construction: only the ids that are keys of a catalog module are renamed, a hashed
 * id or an explicit id with a namespace (`field.` and the like; a bare explicit id such as
 * `submit` could be any string), and only where they stand as a whole string literal; a
 * chunk in which an old id is still found in any other form fails the build. It runs in
 * `renderChunk`, before rollup hashes the files, so a file whose ids change gets a new name
 * and no cached copy goes stale.
 */
import { readdirSync, readFileSync } from "node:fs";

/** A catalog module of the kit: `locales/<lang>/<catalog>.ts`, compiled by Lingui (or joined from two, `questionnaire-form.ts`). */
const CATALOG_MODULE = /[\\/]locales[\\/]\w+[\\/][\w-]+\.ts$/;
/** Lingui's generated id: six characters of base64url. */
const HASHED_ID = /^[\w-]{6}$/;
/** An explicit id with a namespace: `field.companyName`, `option.companySize.501+`. */
const NAMESPACED_ID = /^[a-z][A-Za-z]*\.[\w.+-]+$/;
/** A catalog key in a compiled catalog's source (`\"0W0FHK\":[`, escaped inside `JSON.parse("...")`). */
const CATALOG_KEY = /\\?"([\w.+-]+)\\?":\[/g;
/** A string literal that may be an id the plugin renames. */
const ID_LITERAL = /"([\w-]{6}|[a-z][A-Za-z]*\.[\w.+-]+)"/g;
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$";

function shortName(index) {
  let name = "";
  let n = index;
  do {
    name = ALPHABET[n % ALPHABET.length] + name;
    n = Math.floor(n / ALPHABET.length);
  } while (n > 0);
  return name;
}

/** Every id a `.po` file under `localesDir` marks as explicit (`#. js-lingui-explicit-id`). */
function explicitIds(localesDir) {
  const ids = new Set();
  for (const file of readdirSync(localesDir, { recursive: true })) {
    if (!String(file).endsWith(".po")) continue;
    const po = readFileSync(new URL(String(file), localesDir), "utf8");
    for (const m of po.matchAll(/#\. js-lingui-explicit-id\n(?:#.*\n)*msgid "([^"]*)"/g)) ids.add(m[1]);
  }
  return ids;
}

/** @param {{ localesDir: URL }} options the folder of the `.po` catalogs (with a trailing slash) */
export function shortMessageIds({ localesDir }) {
  /** @type {Map<string, string>} */
  let names = new Map();
  return {
    name: "short-message-ids",
    renderStart() {
      const explicit = explicitIds(localesDir);
      const ids = new Set();
      for (const id of this.getModuleIds()) {
        if (!CATALOG_MODULE.test(id)) continue;
        for (const m of (this.getModuleInfo(id)?.code ?? "").matchAll(CATALOG_KEY)) {
          const key = m[1];
          if (explicit.has(key) ? NAMESPACED_ID.test(key) : HASHED_ID.test(key)) ids.add(key);
        }
      }
      // A build with the kit's texts and no id found: the catalogs moved or changed their form.
      if (ids.size === 0) this.error("short-message-ids found no message id in a catalog module: review CATALOG_MODULE");
      names = new Map([...ids].sort().map((id, i) => [id, shortName(i)]));
    },
    renderChunk(code, chunk) {
      if (names.size === 0) return null;
      const out = code.replace(ID_LITERAL, (literal, id) => (names.has(id) ? `"${names.get(id)}"` : literal));
      for (const id of names.keys()) {
        if (out.includes(id)) this.error(`${chunk.fileName} still holds the message id ${id} in a form short-message-ids does not rename`);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
