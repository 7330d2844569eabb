import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { defineConfig, type Plugin } from "vite";
import { keepRangesTogether } from "./scripts/number-ranges.ts";
import { preactAliases } from "./scripts/preact-aliases.mjs";
import { readWranglerVars } from "./scripts/wrangler-vars.ts";
import { privacyConfigFromVars } from "./site/privacy/config.ts";

const root = fileURLToPath(new URL("./site", import.meta.url));

/**
 * The privacy policy states the Worker's real settings: read from wrangler.toml (or the
 * file in SITE_WRANGLER_CONFIG, which the tests use to build with other periods).
 */
const wranglerConfig = process.env.SITE_WRANGLER_CONFIG ?? fileURLToPath(new URL("./wrangler.toml", import.meta.url));
const privacyConfig = privacyConfigFromVars(readWranglerVars(wranglerConfig), process.env.GTM_ID ?? "");

/** What the widgets' runtime chunk exports (widgets/lib/runtime.ts), by the specifiers the site imports. */
const SHARED_RUNTIME = /^(?:preact|preact\/hooks|preact\/jsx-runtime|@lingui\/core|@lingui\/react)$/;

const LINGUI_REACT = fileURLToPath(new URL("./site/app/lingui-react.tsx", import.meta.url));

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
      const dir = fileURLToPath(new URL("./dist/widgets/chunks", import.meta.url));
      const files = (() => {
        try {
          return readdirSync(dir);
        } catch {
          return [];
        }
      })();
      const runtime = files.find((f) => /^runtime-[\w-]+\.js$/.test(f));
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
export default defineConfig({
  root,
  publicDir: "public",
  plugins: [sharedWidgetRuntime(), numberRanges(), babel({ presets: [linguiTransformerBabelPreset()] })],
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
    // Every browser that runs es2022 modules but lacks modulepreload (Safari before 17)
    // still loads the modules, one import after the other: the polyfill's 0.2 KB in every
    // page's first load would buy those few a shorter waterfall.
    modulePreload: { polyfill: false },
    assetsDir: "assets",
    rolldownOptions: {
      onwarn(warning, warn) {
        // @lingui/react marks itself "use client" for React Server Components; moot here.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  ssr: { noExternal: true },
  server: { port: 5173 },
});
