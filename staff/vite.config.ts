import { fileURLToPath } from "node:url";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vite";
import { preactAliases } from "../scripts/preact-aliases.mjs";

/**
 * The staff inbox: its own single-page app, built apart from the site because it is
 * everything the site is not: behind Cloudflare Access, never prerendered, never cached,
 * never indexed, served only by the Worker after its check (wrangler.toml
 * `run_worker_first`). Same stack as the site (React on preact/compat, wouter, Lingui).
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/staff/",
  publicDir: false,
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
  resolve: { alias: preactAliases },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir: fileURLToPath(new URL("../dist/staff", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      onwarn(warning, warn) {
        // @lingui/react marks itself "use client" for React Server Components; moot here.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
});
