/**
 * One lazy boundary per form, in one file. Each form's controller imports its boundary
 * (`*.later.ts`) with one `import()`; what that boundary needs to check and send (the
 * contract's rules and superstruct, attribution, the bot check, the code that sends and
 * what shows its answer) is the same for both forms. Rollup puts a module in one chunk
 * only, so the modules both boundaries import became chunks of their own, and each form
 * fetched its boundary as three files, each with its own gzip header, dictionary and
 * import list.
 *
 * This plugin gives each form its own copy of those modules: imported from a form's
 * folder, or from a copy, such a module resolves to a copy named after the form, which
 * rollup places in that form's boundary chunk. A copy's code is its original's, transformed
 * once by the other plugins; its own imports resolve from the original's place.
 *
 * Copies must hold no state a page needs once, and the build enforces it: a copied module
 * with module-level state (./module-state.mjs: a top-level `let`, a top-level `new Map()`,
 * an object the module writes to) fails it, unless `statePerForm` names the module with
 * the reason its state may be held once per form. State a page needs once stays in
 * modules no form copies (the toast store, and the API client's answer to
 * `GET /api/config`, in the toasts' chunk) or lives in the page itself (Turnstile's
 * `<script>` element, the first touch in sessionStorage). A page with both forms downloads
 * the copied modules twice, once with each boundary; a page with one form downloads one file.
 */
import { moduleState } from "./module-state.mjs";

/**
 * `\0<original id>?form-copy=<form>`: the leading NUL keeps other plugins' filters off a
 * copy, and the query keeps their `\.ts$`-style patterns from matching it, so no plugin
 * transforms a copy's code a second time.
 */
const QUERY = "?form-copy=";
const copyId = (form, id) => `\0${id}${QUERY}${form}`;
function parseCopy(id) {
  const at = id.lastIndexOf(QUERY);
  if (!id.startsWith("\0") || at < 0) return null;
  return { form: id.slice(at + QUERY.length), id: id.slice(1, at) };
}

/** Whether `id` is a copy this plugin made (manualChunks leaves them where their form puts them). */
export const isFormCopy = (id) => parseCopy(id) !== null;

/**
 * @param {{ forms: RegExp, sending: RegExp, statePerForm?: { module: RegExp, reason: string }[] }} options
 *   `forms` matches a module inside a form's folder, the form's name (as its entry is
 *   named) its first group; `sending` matches the modules each form copies;
 *   `statePerForm` the copied modules whose state is fine once per form, each with why.
 *
 * The build fails when an element would load a module both as a copy and as itself, which
 * would carry its code twice and split its state, and when it made no copy at all: a
 * library that moved its files (superstruct is copied by its folder in node_modules) or a
 * form that moved would otherwise split each boundary into chunks again, silently.
 */
export function formCopies({ forms, sending, statePerForm = [] }) {
  let copies = 0;
  return {
    name: "form-copies",
    buildStart() {
      copies = 0;
    },
    buildEnd(error) {
      if (!error && copies === 0) this.error(`form-copies made no copy: no module a form imports matches ${sending}`);
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const copy = parseCopy(importer);
      const form = copy?.form ?? forms.exec(importer)?.[1];
      if (!form) return null;
      const resolved = await this.resolve(source, copy?.id ?? importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !sending.test(resolved.id)) return copy ? resolved : null;
      return copyId(form, resolved.id);
    },
    async load(id) {
      const copy = parseCopy(id);
      if (!copy) return null;
      copies += 1;
      const original = await this.load({ id: copy.id, resolveDependencies: false });
      const state = statePerForm.some((allowed) => allowed.module.test(copy.id)) ? [] : moduleState(this.parse(original.code));
      if (state.length)
        this.error(
          `${copy.id} is copied into each form but keeps module-level state: ${state.join(", ")}; move it to a module no form copies`,
        );
      return { code: original.code, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
        // Everything this element may ever fetch: its chunk and every chunk it imports, now or later.
        const closure = new Set();
        const visit = (fileName) => {
          if (closure.has(fileName)) return;
          closure.add(fileName);
          for (const next of [...bundle[fileName].imports, ...bundle[fileName].dynamicImports]) visit(next);
        };
        visit(entry.fileName);
        const modules = new Set([...closure].flatMap((fileName) => Object.keys(bundle[fileName].modules)));
        for (const id of modules) {
          const copy = parseCopy(id);
          if (copy && modules.has(copy.id)) this.error(`${entry.name} loads ${copy.id} twice: as ${copy.form}'s copy and as itself`);
        }
      }
    },
  };
}
