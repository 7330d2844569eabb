import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { defineConfig } from "vite";
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

/**
 * The marketing site. `vite build` writes the client to dist/; `vite build --ssr` writes
 * the prerender entry to .build/ssr/, which scripts/prerender.ts turns into static HTML.
 */
export default defineConfig({
  root,
  publicDir: "public",
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
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
