/**
 * The embeddable widget bundle, written against React and shipped on Preact (widgets/lib/runtime/react.ts).
 * Pipeline per module: TypeScript (types stripped, JSX kept) -> Lingui macros (Babel) ->
 * rollup's own JSX transform -> React imports aliased to Preact -> minified.
 */
import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import alias from "@rollup/plugin-alias";
import { babel } from "@rollup/plugin-babel";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { compileHints } from "./scripts/compile-hints.mjs";
import { widgetAliases } from "./scripts/preact-aliases.mjs";
import { chunkManifest } from "./scripts/rollup/chunk-manifest.mjs";
import { formCopies, isFormCopy } from "./scripts/rollup/form-copies.mjs";
import { libraryInternals, mangleInternals } from "./scripts/rollup/library-internals.mjs";
import { linguiCoreMessages } from "./scripts/rollup/lingui-core-messages.mjs";
import { minifyStyles } from "./scripts/rollup/minify-styles.mjs";
import { optionLabelIds } from "./scripts/rollup/option-label-ids.mjs";
import { pureStructs } from "./scripts/rollup/pure-structs.mjs";
import { r2wcStringProps } from "./scripts/rollup/r2wc-string-props.mjs";
import { shortMessageIds } from "./scripts/rollup/short-message-ids.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const production = process.env.NODE_ENV !== "development";

/** Lazily loaded entries (ES modules sharing one Preact); the loader imports them by name. */
const lazyEntries = {
  // The shared runtime is an entry too: its exports are what the site imports (lib/runtime/runtime.ts).
  runtime: "widgets/lib/runtime/runtime.ts",
  toast: "widgets/lib/toast/entry.tsx",
  questionnaire: "widgets/questionnaire/questionnaire.element.tsx",
  "referral-form": "widgets/referral-form/referral-form.element.tsx",
  "cookie-consent": "widgets/cookie-consent/cookie-consent.element.tsx",
};

/**
 * The framework every element needs, in one chunk a page downloads once, with the few
 * small modules every element imports (tags, theme, privacy paths, what loads the toasts,
 * JSON storage and random ids, which the banner's stored choice uses too):
 * one chunk less for each element, the banner's included.
 */
const RUNTIME =
  /[\\/]node_modules[\\/](preact|@r2wc|@lingui)[\\/]|[\\/]widgets[\\/]lib[\\/](runtime[\\/](runtime|react|react-dom|element|r2wc-internals|styles|events|tags|theme|random|storage)|i18n[\\/](catalogs|locale)|toast[\\/]load)\.tsx?$|[\\/]contract[\\/]site[\\/]privacy-paths\.ts$/;

/**
 * Small modules the forms need and the banner does not (texts loading, limits, text
 * checks): one chunk instead of three that rollup would split by importer.
 */
const COMMON = /[\\/](widgets[\\/]lib[\\/]i18n[\\/]i18n|contract[\\/](limits|text))\.ts$/;

/**
 * The toasts (their store, region, component and styles): loaded together, after a choice or
 * a submit, or once the browser is idle; one chunk instead of the four that rollup would split
 * by importer. Not the facade the forms import (lib/toast/index.ts) nor what loads the chunk
 * (lib/toast/load.ts, lib/toast/loader.tsx): those are part of a form's first use and of the banner.
 */
const TOAST = /[\\/]widgets[\\/]lib[\\/]toast[\\/](?!index\.|load)[\w.-]+\.tsx?$/;

/** The forms' state (final-form and its React binding): its chunk is compiled while it downloads. */
const FORM_STATE = /[\\/]node_modules[\\/](react-)?final-form[\\/]/;

/**
 * The API client and its error codes (0.79 KB min+gzip alone) ride in the toasts' chunk:
 * whatever calls the API (a form's send, the banner's proof of consent) loads the toasts
 * as well, and a form's lazy closure is one file shorter: 0.15 KB less to download by the
 * time an answer arrives (one gzip header less, a dictionary shared with the toasts).
 */
const WITH_TOASTS = /[\\/](widgets[\\/]lib[\\/]net[\\/]api|contract[\\/]errors)\.ts$/;

/** A module inside a form's folder; the group is the form, as its entry is named. */
const FORMS = /[\\/]widgets[\\/](questionnaire|referral-form)[\\/]/;

/**
 * What a form's lazy boundary needs to check and send, the same for both forms: each form
 * carries its own copy in its boundary's one chunk (scripts/rollup/form-copies.mjs). Nothing here
 * keeps state a page must have once: the build fails when a copied module holds any (STATE_PER_FORM).
 */
const SENDING =
  /[\\/]node_modules[\\/]superstruct[\\/]|[\\/]contract[\\/]((?:inquiry|referral)[\\/]rules|form-envelope|validation|email|attribution[\\/](?:clean|bounds)|booking[\\/]url|turnstile|consent[\\/]keys)\.ts$|[\\/]widgets[\\/]lib[\\/](tracking[\\/](attribution|consent|funnel)|ui[\\/]field-errors|runtime[\\/]late-styles|net[\\/]turnstile|submission[\\/](later|send|outcome|feedback|booking-url))\.ts$/;

/**
 * Loaded while the page itself still loads (the banner): its imports are found one level at a
 * time, as the browser parses it, so they do not compete with the page's first paint.
 */
const chunks = chunkManifest({ atPageLoad: new Set(["cookie-consent"]) });

/**
 * Copied modules whose module-level state is fine once per form, each with the reason
 * (every other copied module must hold none: scripts/rollup/form-copies.mjs).
 */
const STATE_PER_FORM = [
  {
    module: /[\\/]widgets[\\/]lib[\\/]tracking[\\/]attribution\.ts$/,
    reason:
      "`listening` only stops one copy following the banner twice, and what each copy does to the kept first touch is the same; `warned` says each problem with hidden-fields once per form",
  },
];

const plugins = () => [
  production && minifyStyles(),
  production && optionLabelIds(),
  production && linguiCoreMessages({ localesDir: new URL("./locales/", import.meta.url) }),
  production && r2wcStringProps(),
  alias({ entries: widgetAliases }),
  replace({
    preventAssignment: true,
    values: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      __WIDGETS_VERSION__: JSON.stringify(pkg.version),
      __WIDGET_CHUNKS__: () => JSON.stringify(chunks.manifest),
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
  production && libraryInternals(),
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
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: false },
      mangle: { properties: { regex: mangleInternals() } },
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
      // One small chunk of texts per language (lib/i18n/i18n.ts imports it on demand).
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
      formCopies({ forms: FORMS, sending: SENDING, statePerForm: STATE_PER_FORM }),
      ...plugins(),
      production && shortMessageIds({ localesDir: new URL("./locales/", import.meta.url) }),
      // What runs as soon as an element is needed: Preact, r2wc and Lingui, the banner, and
      // each form's element chunk with final-form and the form parts they share (the first
      // render calls nearly all of their functions; what only sending needs is in the lazy
      // boundaries, which stay unhinted). Measured in docs/architecture.md ("bench:open").
      production &&
        compileHints(
          (chunk) =>
            chunk.name === "runtime" ||
            (chunk.isEntry && ["cookie-consent", "questionnaire", "referral-form"].includes(chunk.name)) ||
            chunk.moduleIds.some((id) => FORM_STATE.test(id)),
        ),
      chunks.recordChunks(),
    ],
    onwarn,
  },
  {
    // The first-touch recorder (widgets/lib/tracking/first-touch.ts), built on its own: it shares no
    // chunk with the elements, so adding it splits none of theirs, and a page that loads it
    // loads this one file. Its few shared modules (attribution, storage) are carried twice.
    input: { "first-touch": "widgets/lib/tracking/first-touch.ts" },
    output: { dir: "dist/widgets/chunks", format: "es", entryFileNames: "[name]-[hash:6].js", sourcemap: false },
    plugins: [...plugins(), chunks.recordChunks()],
    onwarn,
  },
  {
    input: "widgets/agency-widgets.ts",
    output: { file: "dist/widgets/agency-widgets.js", format: "iife", sourcemap: false },
    jsx: { preset: "react-jsx", importSource: "react" },
    plugins: [...plugins(), chunks.keepPreviousChunks("dist/widgets/chunks")],
    onwarn,
  },
];
