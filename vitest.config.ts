import { mkdirSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import babel from "@rolldown/plugin-babel";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { defineConfig, type ViteUserConfig } from "vitest/config";

/**
 * Every outbound request of the worker tests lands here, so nothing reaches the network.
 * MailChannels is played by its API key: `mock-202` accepts, `mock-500` fails,
 * `mock-timeout` never answers in time.
 */
async function mockMailChannels(request: Request): Promise<Response> {
  if (new URL(request.url).host !== "api.mailchannels.net") return new Response("no network in tests", { status: 599 });
  const key = request.headers.get("X-Api-Key");
  if (key === "mock-500") return new Response("upstream error", { status: 500 });
  if (key === "mock-timeout") {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return new Response(null, { status: 202 });
  }
  return new Response(null, { status: key === "mock-202" ? 202 : 403 });
}

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
          define: { __BUILD_YEAR__: "2026", __WIDGETS_VERSION__: JSON.stringify("test"), __GTM_ID__: JSON.stringify(""),
            __PRIVACY_CONFIG__: JSON.stringify({ retentionMonths: 24, consentProofMonths: 36, funnelRetentionMonths: null, turnstile: false, webhooks: false, tagManager: false }),
          },
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
              miniflare: {
                // With a key set, every stored lead really goes through the MailChannels
                // transport; the outbound service below stands in for MailChannels.
                bindings: { TEST_MIGRATIONS: migrations, MAILCHANNELS_API_KEY: "mock-202" },
                outboundService: mockMailChannels,
              },
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
