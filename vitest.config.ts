import { mkdirSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import babel from "@rolldown/plugin-babel";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { defineConfig, type ViteUserConfig } from "vitest/config";

/**
 * One `vitest run`, three projects:
 * - components: React components in jsdom (real React, the API the code is written against),
 * - worker: the Hono app inside workerd with the real D1 migrations applied,
 * - node: repository checks (catalogs complete and in sync, scripts).
 */
export default defineConfig(async (): Promise<ViteUserConfig> => {
  // wrangler.toml serves ./dist as static assets; the worker tests run before the build.
  mkdirSync("dist", { recursive: true });
  const migrations = await readD1Migrations("worker/migrations");

  return {
    test: {
      projects: [
        {
          plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
          define: { __BUILD_YEAR__: "2026", __WIDGETS_VERSION__: JSON.stringify("test") },
          oxc: { jsx: { runtime: "automatic", importSource: "react" } },
          test: {
            name: "components",
            environment: "jsdom",
            include: ["site/**/*.test.{ts,tsx}", "widgets/**/*.test.{ts,tsx}", "contract/**/*.test.ts"],
            setupFiles: ["tests/setup-components.ts"],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            name: "worker",
            include: ["worker/**/*.test.ts"],
            setupFiles: ["worker/test-setup.ts"],
          },
        },
        {
          test: {
            name: "node",
            environment: "node",
            include: ["tests/unit/**/*.test.ts", "scripts/**/*.test.ts"],
            testTimeout: 60_000,
          },
        },
      ],
    },
  };
});
