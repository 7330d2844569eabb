import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig, type Plugin } from "vite";
import { BUILDS_FILE } from "./scripts/chunk-retention.mjs";
import { compileHints } from "./scripts/compile-hints.mjs";
import { keepRangesTogether } from "./scripts/number-ranges.ts";
import { preactAliases } from "./scripts/preact-aliases.mjs";
import { readWranglerVars } from "./scripts/wrangler-vars.ts";
import { privacyConfigFromVars } from "./site/privacy/config.ts";

const root = fileURLToPath(new URL("./site", import.meta.url));

/** The privacy policy states the Worker's real settings, read from wrangler.toml. */
const privacyConfig = privacyConfigFromVars(
  readWranglerVars(fileURLToPath(new URL("./wrangler.toml", import.meta.url))),
  process.env.GTM_ID ?? "",
);

/** What the widgets' runtime chunk exports (widgets/lib/runtime/runtime.ts), by the specifiers the site imports. */
const SHARED_RUNTIME = /^(?:preact|preact\/hooks|preact\/jsx-runtime|@lingui\/core|@lingui\/react)$/;

const LINGUI_REACT = fileURLToPath(new URL("./site/app/lingui-react.tsx", import.meta.url));

/**
 * The chunks of the latest widgets build: a rebuild keeps the earlier builds' chunks, their
 * runtime among them, for pages opened before it (scripts/chunk-retention.mjs), and its
 * record lists the latest build last.
 */
function latestChunks(): string[] {
  const dir = fileURLToPath(new URL("./dist/widgets/chunks/", import.meta.url));
  try {
    return (JSON.parse(readFileSync(`${dir}${BUILDS_FILE}`, "utf8")) as string[][]).at(-1) ?? [];
  } catch {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  }
}

/**
 * One runtime for the site and the kit: the client build takes Preact, its hooks, its JSX
 * runtime and Lingui from the widget bundle's runtime chunk (built first by `npm run
 * build`) instead of bundling a second copy. preact/compat, which only the site needs,
 * is bundled and runs on that same Preact. The prerender (SSR) and `vite` dev keep their own.
 */
function sharedWidgetRuntime(): Plugin {
  let url: string | undefined;
  return {
    name: "shared-widget-runtime",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "pre",
    buildStart() {
      const runtime = latestChunks().find((f) => /^runtime-[\w-]+\.js$/.test(f));
      if (!runtime) this.error("dist/widgets/chunks/runtime-*.js is missing: build the widgets first (`npm run build`).");
      url = `/widgets/chunks/${runtime}`;
    },
    resolveId(source, importer) {
      if (!url) return null;
      // The site's `@lingui/react` is site/app/lingui-react.tsx, which takes it from the runtime.
      if (source === "@lingui/react" && importer !== LINGUI_REACT) return LINGUI_REACT;
      return SHARED_RUNTIME.test(source) ? { id: url, external: true } : null;
    },
  };
}

const SITE_REACT = fileURLToPath(new URL("./site/app/react.ts", import.meta.url));
const WOUTER_DEPS = fileURLToPath(new URL("./site/app/wouter-deps.ts", import.meta.url));

/**
 * preact/compat by name in the client build, so that the bundler keeps only the exports
 * the site uses: `react` (site/app/react.ts, which takes the hooks from preact/hooks) and
 * wouter's React dependencies (site/app/wouter-deps.ts, which reads none by a computed
 * name). Each would otherwise keep all of compat in what every page loads first. The
 * prerender (SSR) keeps compat and wouter as they are.
 */
function compatByName(): Plugin {
  return {
    name: "compat-by-name",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "pre",
    resolveId(source, importer) {
      // `react` is aliased to preact/compat (scripts/preact-aliases.mjs) before this runs.
      if (source === "preact/compat" && importer !== SITE_REACT) return SITE_REACT;
      return source === "./react-deps.js" && importer && /[\\/]node_modules[\\/]wouter[\\/]src[\\/]/.test(importer) ? WOUTER_DEPS : null;
    },
  };
}

/**
 * V8's explicit compile hint (scripts/compile-hints.mjs) on every chunk of the pages:
 * the entry, the shared chunk and a page's own chunks run nearly all their functions while
 * the page hydrates, so Chrome compiles them on a background thread while they download.
 * Measured on `/` (medians of 15 loads, unthrottled): the hydration's first turn 15.8 ->
 * 10.0 ms with the entry and the shared chunk, all of it 46.9 -> 31.6 ms; with the page's
 * chunks too, the main thread's lazy compiling during a load fell from 9.1 to 3.8 ms.
 */
function siteCompileHints(): Plugin {
  return { ...compileHints(() => true), apply: (_config, env) => env.command === "build" && !env.isSsrBuild };
}

/** The site's compiled catalogs (locales/<lang>/{messages,blog,privacy}.ts), with numeric ranges kept on one line. */
function numberRanges(): Plugin {
  const catalog = /[\\/]locales[\\/]\w+[\\/](messages|blog|privacy)\.ts$/;
  return {
    name: "number-ranges",
    transform(code, id) {
      return catalog.test(id) ? { code: keepRangesTogether(code), map: null } : null;
    },
  };
}

/**
 * The marketing site. `vite build` writes the client to dist/; `vite build --ssr` writes
 * the prerender entry to .build/ssr/, which scripts/prerender.ts turns into static HTML.
 */
/** The modules of the site's shared chunk (see `manualChunks`). */
const SHARED_CHUNK =
  /node_modules\/(preact|wouter|regexparam|@lingui)\/|\/site\/app\/(catalog|numbers-memo|hydration|lingui-react|react|wouter-deps)\.tsx?$|\/site\/(i18n\.ts|components\/(Icon|Drawing|Prerendered|CtaButton|Link|widgets)\.tsx|components\/services\.ts)$|\/contract\/(site\/company|limits|consent\/keys|locales|site\/privacy-paths)\.ts$|vite\/preload-helper/;

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: "public",
  plugins: [
    sharedWidgetRuntime(),
    compatByName(),
    numberRanges(),
    siteCompileHints(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
  ],
  resolve: { alias: preactAliases },
  define: {
    __BUILD_YEAR__: String(new Date().getFullYear()),
    __GTM_ID__: JSON.stringify(process.env.GTM_ID ?? ""),
    __PRIVACY_CONFIG__: JSON.stringify(privacyConfig),
  },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: false,
    target: "es2022",
    // terser rather than vite's default (oxc): 0.19 KB min+gzip less of the entry and the
    // shared chunk that every page loads first, with the same code. The prerender's build
    // (SSR) runs in Node and stays unminified.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { safari10: false, compress: { passes: 3 }, format: { comments: false } },
    // Every browser that runs es2022 modules but lacks modulepreload (Safari before 17)
    // still loads the modules, one import after the other: the polyfill's 0.2 KB in every
    // page's first load would buy those few a shorter waterfall.
    // No `<link rel="modulepreload">` at all. In the HTML, for the entry's imports: requested
    // while the HTML still streams, they share the connection with the page's text and delay
    // the first paint (Lighthouse's simulated 4G: first contentful paint about 1.6 s with
    // them, 1.2 s without); the entry names them, so they come one round trip later, before
    // hydration, which the first paint does not wait for. Nor for a page's chunk: vite's
    // helper appends one link per import of the chunk, and Chromium spent 7.5 ms (15 ms with
    // compile hints) in those appendChild calls, inside the entry's evaluation, the longest
    // task after the first paint. The page's chunk names its imports, so they come one round
    // trip after it (docs/architecture.md, "The site").
    modulePreload: {
      polyfill: false,
      resolveDependencies: () => [],
    },
    assetsDir: "assets",
    rolldownOptions: {
      onwarn(warning, warn) {
        // @lingui/react marks itself "use client" for React Server Components; moot here.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
      output: {
        // What every page's first load needs (the framework, the router, Lingui, the
        // catalog's loader, the shared components) in one file instead of four: the
        // pages import them as well, so rolldown would split them by importer, and each
        // small file costs its own request and compresses alone.
        manualChunks: (id) => (SHARED_CHUNK.test(id) ? "shared" : null),
      },
    },
  },
  ssr: { noExternal: true },
  server: { port: 5173 },
}));
