/**
 * The staff inbox's build: a single-page app apart from the site, since it sits behind
 * Cloudflare Access and is never prerendered, cached or indexed.
 */
import { fileURLToPath } from "node:url";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vite";
import { preactAliases } from "../scripts/preact-aliases.mjs";

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
