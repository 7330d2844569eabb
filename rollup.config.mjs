/**
 * The embeddable widget bundle, written against React and shipped on Preact (widgets/lib/react.ts).
 * Pipeline per module: TypeScript (types stripped, JSX kept) -> Lingui macros (Babel) ->
 * rollup's own JSX transform -> React imports aliased to Preact -> minified.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname } from "node:path";
import alias from "@rollup/plugin-alias";
import { babel } from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { Features, transform, transformStyleAttribute } from "lightningcss";
import { retainChunks } from "./scripts/chunk-retention.mjs";
import { formCopies, isFormCopy } from "./scripts/form-copies.mjs";
import { widgetAliases } from "./scripts/preact-aliases.mjs";
import { shortMessageIds } from "./scripts/short-message-ids.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const production = process.env.NODE_ENV !== "development";

/** Lazily loaded entries (ES modules sharing one Preact); the loader imports them by name. */
const lazyEntries = {
  // The shared runtime is an entry too: its exports are what the site imports (lib/runtime.ts).
  runtime: "widgets/lib/runtime.ts",
  toast: "widgets/toast/entry.ts",
  questionnaire: "widgets/questionnaire/questionnaire.element.tsx",
  "referral-form": "widgets/referral-form/referral-form.element.tsx",
  "cookie-consent": "widgets/cookie-consent/cookie-consent.element.tsx",
};

/**
 * The framework every element needs, in one chunk a page downloads once, with the few
 * small modules every element imports (tags, theme, privacy paths, what loads the toasts):
 * one chunk less for each element, the banner's included.
 */
const RUNTIME =
  /[\\/]node_modules[\\/](preact|@r2wc|@lingui)[\\/]|[\\/]widgets[\\/](lib[\\/](runtime|react|react-dom|element|catalogs|locale|styles|events|tags|theme)|toast[\\/]load)\.tsx?$|[\\/]contract[\\/]privacy-paths\.ts$/;

/**
 * Small modules the forms need and the banner does not (texts loading, limits, text
 * checks, storage): one chunk instead of four that rollup would split by importer.
 */
const COMMON = /[\\/](widgets[\\/]lib[\\/](i18n|storage)|contract[\\/](limits|text))\.ts$/;

/**
 * The toasts (their store, region, component and styles): loaded together, after a choice or
 * a submit, or once the browser is idle; one chunk instead of the four that rollup would split
 * by importer. Not the facade the forms import (toast/index.ts) nor what loads the chunk
 * (toast/load.ts, toast/loader.tsx): those are part of a form's first use and of the banner.
 */
const TOAST = /[\\/]widgets[\\/]toast[\\/](?!index\.|load)[\w.-]+\.tsx?$/;

/**
 * The API client and its error codes (0.79 KB min+gzip alone) ride in the toasts' chunk:
 * whatever calls the API (a form's send, the banner's proof of consent) loads the toasts
 * as well, and a form's lazy closure is one file shorter: 0.15 KB less to download by the
 * time an answer arrives (one gzip header less, a dictionary shared with the toasts).
 */
const WITH_TOASTS = /[\\/](widgets[\\/]lib[\\/]api|contract[\\/]errors)\.ts$/;

/** A module inside a form's folder; the group is the form, as its entry is named. */
const FORMS = /[\\/]widgets[\\/](questionnaire|referral-form)[\\/]/;

/**
 * What a form's lazy boundary needs to check and send, the same for both forms: each form
 * carries its own copy in its boundary's one chunk (scripts/form-copies.mjs). Nothing here
 * keeps state a page must have once.
 */
const SENDING =
  /[\\/]node_modules[\\/]superstruct[\\/]|[\\/]contract[\\/](inquiry-form|referral-form|validation|email|attribution-clean|attribution-bounds|booking-url|turnstile|consent-keys)\.ts$|[\\/]widgets[\\/](lib[\\/](attribution|field-errors|booking|late-styles|turnstile|funnel|submission[\\/](send|outcome|feedback))|cookie-consent[\\/]consent-storage)\.ts$/;

/** Filled by the chunks build, read by the loader build that runs after it. */
const chunkManifest = {};

/**
 * Loaded while the page itself still loads (the banner): its imports are found one level at a
 * time, as the browser parses it, so they do not compete with the page's first paint.
 */
const AT_PAGE_LOAD = new Set(["cookie-consent"]);

/** The chunks this build wrote, across its configurations, for `retainChunks`. */
const writtenChunks = [];

/** After the last configuration: the previous builds' chunks stay for pages opened before this deploy. */
function keepPreviousChunks() {
  return {
    name: "keep-previous-chunks",
    async writeBundle() {
      await retainChunks("dist/widgets/chunks", writtenChunks);
    },
  };
}

/** Records, for the loader, the hashed file name of every lazy entry and of every chunk it imports. */
function recordChunks() {
  return {
    name: "record-chunks",
    writeBundle(_options, bundle) {
      writtenChunks.push(...Object.keys(bundle));
    },
    generateBundle(_options, bundle) {
      // Every chunk a chunk imports statically, its own imports' imports included.
      const closure = (fileName, seen = new Set()) => {
        for (const dep of bundle[fileName].imports) if (!seen.has(dep)) closure(dep, seen.add(dep));
        return seen;
      };
      for (const file of Object.values(bundle)) {
        // The runtime is imported by the chunks themselves, never by the loader. Each entry
        // lists its file first, then the chunks it imports: the loader requests them all at
        // once instead of finding them one level at a time.
        if (file.type === "chunk" && file.isEntry && file.name !== "runtime") {
          const imports = AT_PAGE_LOAD.has(file.name) ? [] : [...closure(file.fileName)];
          chunkManifest[file.name] = [file.fileName, ...imports].join(" ");
        }
      }
    },
  };
}

/**
 * The browsers the kit's CSS is written for, as for its ES2020 code, so the minifier does
 * not print media queries as ranges Safari 14 cannot read; nothing else is rewritten for
 * them (no prefixes, no expanded `:is()`): the CSS is written for them already.
 */
const cssTargets = { chrome: 80 << 16, firefox: 74 << 16, safari: 14 << 16 };
const cssUnchanged = Object.values(Features).reduce((all, bit) => all | bit, 0) & ~Features.MediaQueries;

/**
 * Minifies the CSS template literals of `*.styles.ts` and of `lib/theme.ts` (they hold
 * nothing but CSS) with lightningcss, a real CSS parser (it comes with vite): comments and
 * layout whitespace are dead weight in a guarded chunk. Between two `${...}` a literal
 * holds rules or declarations; a part that is neither alone (a fragment such as `;--a:1`)
 * is kept as written.
 */
function minifyCss(css, filename) {
  const trimmed = css.trim();
  const opens = (trimmed.match(/\{/g) ?? []).length;
  const closes = (trimmed.match(/\}/g) ?? []).length;
  // Rules only when every brace is closed (lightningcss would drop an unclosed rule
  // silently); declarations only without braces; anything else is kept as written.
  const minify =
    opens === 0 ? (closes === 0 && trimmed.includes(":") ? transformStyleAttribute : null) : opens === closes ? transform : null;
  if (!minify) return css;
  try {
    const out = minify({
      filename,
      code: Buffer.from(trimmed.replace(/^;|;$/g, "")),
      minify: true,
      targets: cssTargets,
      exclude: cssUnchanged,
    }).code.toString();
    // A declaration part's outer semicolons join it to the interpolations beside it.
    return minify === transform ? out : `${trimmed.startsWith(";") ? ";" : ""}${out}${trimmed.endsWith(";") ? ";" : ""}`;
  } catch {
    return css;
  }
}

function minifyStyles() {
  return {
    name: "minify-styles",
    transform(code, id) {
      if (!production || !/(\.styles|[\\/]lib[\\/]theme)\.ts$/.test(id)) return null;
      const minified = code.replace(/`([^`]*)`/g, (_m, literal) => {
        // The parts between interpolations, each minified alone; the interpolations stay.
        const parts = literal.split(/(\$\{[^}]*\})/);
        return `\`${parts.map((part, i) => (i % 2 ? part : minifyCss(part, id))).join("")}\``;
      });
      return { code: minified, map: null };
    },
  };
}

/**
 * The field and option labels (contract/*-labels.ts) are plain
 * descriptors that the Worker and the staff CLI read too, so they keep their English messages in the source; in the widgets'
 * production build they keep only their ids, like the macros' descriptors.
 */
function optionLabelIds() {
  return {
    name: "option-label-ids",
    transform(code, id) {
      if (!production || !/[\\/]contract[\\/](option|inquiry-field|referral-field)-labels\.ts$/.test(id)) return null;
      return { code: code.replace(/(\{ id: "(?:option|field)\.[^"]+"), message: "[^"]*" \}/g, "$1 }"), map: null };
    },
  };
}

/**
 * @lingui/core ships one build for development and production: its two developer messages
 * (a translation before `activate`, a message that is not compiled) are 0.27 KB min+gzip of
 * the runtime every element and every page of the site loads. In the widgets' production
 * build they shrink to a line each, which still names the problem and, for the second,
 * the message. Its default instance, which nothing here imports, becomes removable.
 *
 * The runtime also drops what no page calls (0.24 KB min+gzip): the deprecated
 * `i18n.date()` and `i18n.number()`, `setMessagesCompiler()` (production catalogs are
 * compiled) and the `date`, `time`, `select` and `selectordinal` placeholder formats, which
 * no catalog the runtime renders uses (`{count, plural, ...}` keeps its number format); a
 * catalog that starts using one fails this build (`placeholderFormatsIn`) instead of
 * failing in a browser.
 * A Lingui upgrade that changes these lines fails the build instead of silently keeping them.
 */
function linguiCoreMessages() {
  const edits = [
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
  return {
    name: "lingui-core-messages",
    buildStart() {
      if (!production) return;
      const uses = placeholderFormatsIn(new URL("./locales/", import.meta.url));
      if (uses.length) this.error(`${uses.join(", ")} use a placeholder format that linguiCoreMessages() removes`);
    },
    transform(code, id) {
      if (!production || !/[\\/]node_modules[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      let out = code;
      for (const [find, replacement] of edits) {
        if (!find.test(out)) this.error(`@lingui/core changed: ${find} is not in ${id}; review linguiCoreMessages()`);
        out = out.replace(find, replacement);
      }
      return { code: out, map: null };
    },
  };
}

/**
 * The compiled catalogs (locales/<lang>/<catalog>.ts) of the widgets and the site, which
 * run on the shared runtime, whose messages format a placeholder as a date, a time or a
 * choice (`["when","date"]` compiled). The Worker's and the staff CLI's catalogs run on their own
 * copy of Lingui.
 */
function placeholderFormatsIn(localesDir) {
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

/**
 * @r2wc/core turns attribute text into props through a table of six types (string, number,
 * boolean, function, method, json) that it looks up by name, so no bundler can drop the
 * five the kit never asks for: every element declares its attributes as strings
 * (`widgetElement` in widgets/lib/element.tsx, which parses what it needs itself). The
 * table keeps only `string` in the production build: 0.22 KB min+gzip of the runtime that
 * every partner's page loads with the banner. An r2wc upgrade that changes the table fails
 * the build instead of silently keeping it.
 */
function r2wcStringProps() {
  const table = /string: E,\s*number: x,\s*boolean: C,\s*function: O,\s*method: P,\s*json: j\s*\}/;
  return {
    name: "r2wc-string-props",
    transform(code, id) {
      if (!production || !/[\\/]node_modules[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/.test(id)) return null;
      if (!table.test(code)) this.error(`@r2wc/core changed: its transform table is not ${table}; review r2wcStringProps()`);
      return { code: code.replace(table, "string: E }"), map: null };
    },
  };
}

/**
 * Marks the contract's calls of superstruct's functions pure (`/*#__PURE__*\/`): each builds
 * a struct and changes nothing else, but rollup cannot tell, so a schema the widgets never
 * read (the Worker's booking and release requests, beside a constant the questionnaire
 * needs) stayed in the chunk. Only calls of the names a contract module imports from
 * superstruct are marked, found in its syntax tree, never by their text elsewhere.
 */
function pureStructs() {
  const CONTRACT = /[\\/]contract[\\/][\w.-]+\.ts$/;
  const calls = (node, names, found) => {
    if (!node || typeof node.type !== "string") return found;
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && names.has(node.callee.name)) found.push(node.start);
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === "object") calls(child, names, found);
    }
    return found;
  };
  return {
    name: "pure-structs",
    transform(code, id) {
      if (!CONTRACT.test(id) || !code.includes("superstruct")) return null;
      const ast = this.parse(code);
      const names = new Set(
        ast.body
          .filter((node) => node.type === "ImportDeclaration" && node.source.value === "superstruct")
          .flatMap((node) => node.specifiers.map((specifier) => specifier.local.name)),
      );
      if (names.size === 0) return null;
      let out = code;
      for (const at of calls(ast, names, []).sort((a, b) => b - a)) out = `${out.slice(0, at)}/*#__PURE__*/${out.slice(at)}`;
      return { code: out, map: null };
    },
  };
}

/**
 * Private state of two kept libraries, whose property names terser shortens as it does
 * local names. Each name is read and written only inside one module of its library
 * (final-form's `FinalForm.js`, @lingui/core's `index.mjs`), never by the kit's code, the
 * site or another module, and a module lands whole in one chunk, so its short names agree
 * wherever they are read. A name a library made public (or the kit started to read)
 * leaves its list.
 *
 * - final-form: the form's internal record and each field's bookkeeping, never part of
 *   what `getState()`, `getFieldState()` or a subscriber receives (final-form-arrays'
 *   mutators, which the kit does not use, would read `formState` and `fields`).
 * - @lingui/core: the underscore fields behind its public `locale`, `locales`, `messages`,
 *   `load()` and `on()`.
 */
const FINAL_FORM_INTERNALS = [
  "formState",
  "fieldSubscribers",
  "lastFormState",
  "lastFieldState",
  "asyncValidationCount",
  "asyncValidationKey",
  "instanceId",
  "resetWhileSubmitting",
  "validators",
];
const LINGUI_INTERNALS = ["_events", "_locale", "_locales", "_messages", "_missing", "_messageCompiler", "_load"];
const LIBRARY_INTERNALS = new RegExp(`^(?:${[...FINAL_FORM_INTERNALS, ...LINGUI_INTERNALS].join("|")})$`);

const plugins = () => [
  minifyStyles(),
  optionLabelIds(),
  linguiCoreMessages(),
  r2wcStringProps(),
  alias({ entries: widgetAliases }),
  replace({
    preventAssignment: true,
    values: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      __WIDGETS_VERSION__: JSON.stringify(pkg.version),
      __WIDGET_CHUNKS__: () => JSON.stringify(chunkManifest),
    },
  }),
  nodeResolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx", ".json"] }),
  commonjs(),
  typescript({
    tsconfig: "./tsconfig.json",
    include: ["widgets/**/*.ts", "widgets/**/*.tsx", "contract/**/*.ts", "locales/**/*.ts"],
    exclude: ["**/*.test.ts", "**/*.test.tsx"],
    compilerOptions: {
      jsx: "preserve",
      noEmit: false,
      rewriteRelativeImportExtensions: true,
      declaration: false,
      sourceMap: false,
      types: [],
    },
    noEmitOnError: true,
  }),
  pureStructs(),
  babel({
    babelHelpers: "bundled",
    babelrc: false,
    configFile: false,
    extensions: [".js", ".jsx", ".ts", ".tsx"],
    include: ["widgets/**"],
    parserOpts: { plugins: ["jsx"] },
    // Production descriptors keep only their ids: the English texts ship in their own lazily
    // loaded catalog (locales/en), never a second time inside the code.
    plugins: [["@lingui/babel-plugin-lingui-macro", { descriptorFields: production ? "id-only" : "all" }]],
  }),
  production &&
    terser({
      ecma: 2020,
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
      mangle: { properties: { regex: LIBRARY_INTERNALS } },
      format: { comments: false },
    }),
];

const onwarn = (warning, warn) => {
  // @lingui/react ships "use client" for React Server Components; meaningless here.
  if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
  warn(warning);
};

export default [
  {
    input: lazyEntries,
    // An element's chunk may export more than its entry module (what its lazily loaded
    // parts import back from it) instead of becoming a facade over a shared chunk: one
    // request less per element.
    preserveEntrySignatures: "allow-extension",
    output: {
      dir: "dist/widgets/chunks",
      format: "es",
      // Six characters of hash (36 bits) tell one build's files from another's: a file's name
      // is written in every chunk that imports it and in the loader's list, where random
      // characters do not compress, so the default eight cost more than they add.
      entryFileNames: "[name]-[hash:6].js",
      // One small chunk of texts per language (lib/i18n.ts imports it on demand).
      manualChunks: (id) =>
        isFormCopy(id)
          ? undefined
          : RUNTIME.test(id)
            ? "runtime"
            : COMMON.test(id)
              ? "common"
              : TOAST.test(id) || WITH_TOASTS.test(id)
                ? "toast"
                : undefined,
      chunkFileNames: (chunk) => {
        if (chunk.name === "runtime") return "runtime-[hash:6].js";
        // The questionnaire's booking step (the entry of its booking/ folder), fetched after the
        // inquiry is stored: named, so `npm run size` can tell it.
        if (chunk.isDynamicEntry && basename(dirname(chunk.facadeModuleId ?? "")) === "booking") return "booking-[hash:6].js";
        const [, locale, catalog] =
          /\/locales\/(\w+)\/(widgets|outcomes|questionnaire|referral|consent|booking)(?:-form)?\.ts$/.exec(chunk.facadeModuleId ?? "") ??
          [];
        if (!locale) return "shared-[hash:6].js";
        if (catalog === "widgets") return `texts-${locale}-[hash:6].js`;
        if (catalog === "outcomes") return `outcome-texts-${locale}-[hash:6].js`;
        // Not "questionnaire-texts-": that would read as the questionnaire element's chunk.
        return catalog === "questionnaire" ? `inquiry-texts-${locale}-[hash:6].js` : `${catalog}-texts-${locale}-[hash:6].js`;
      },
      sourcemap: false,
    },
    jsx: { preset: "react-jsx", importSource: "react" },
    // Every catalog and every message id of the kit is in this build: its ids are shortened here.
    plugins: [
      formCopies({ forms: FORMS, sending: SENDING }),
      ...plugins(),
      production && shortMessageIds({ localesDir: new URL("./locales/", import.meta.url) }),
      recordChunks(),
    ],
    onwarn,
  },
  {
    // The first-touch recorder (widgets/lib/first-touch.ts), built on its own: it shares no
    // chunk with the elements, so adding it splits none of theirs, and a page that loads it
    // loads this one file. Its few shared modules (attribution, storage) are carried twice.
    input: { "first-touch": "widgets/lib/first-touch.ts" },
    output: { dir: "dist/widgets/chunks", format: "es", entryFileNames: "[name]-[hash:6].js", sourcemap: false },
    plugins: [...plugins(), recordChunks()],
    onwarn,
  },
  {
    input: "widgets/agency-widgets.ts",
    output: { file: "dist/widgets/agency-widgets.js", format: "iife", sourcemap: false },
    jsx: { preset: "react-jsx", importSource: "react" },
    plugins: [...plugins(), keepPreviousChunks()],
    onwarn,
  },
];
