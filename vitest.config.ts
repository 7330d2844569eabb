import { mkdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { cloudflareTest, type D1Migration, readD1Migrations } from "@cloudflare/vitest-plugin";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { exportJWK, generateKeyPair } from "jose";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from "vitest/config";
import { writeMigrationList } from "./scripts/migration-list.mjs";
import { preactAliases, widgetAliases } from "./scripts/preact-aliases.mjs";
import { createScheduling } from "./scripts/scheduling/app.ts";

/**
 * final-form's ES2020 build (the widgets' alias) links source maps to sources its package
 * does not ship: loaded without the link, so that vite does not warn once per file.
 */
function finalFormWithoutMaps() {
  return {
    name: "final-form-without-maps",
    load(id: string) {
      if (!/[\\/]node_modules[\\/]final-form[\\/]dist[\\/].+\.js$/.test(id)) return null;
      return readFileSync(id, "utf8").replace(/\/\/# sourceMappingURL=\S+\s*$/, "");
    },
  };
}

/** Cal.com for the worker tests (CALCOM_API_URL https://cal.test): the local stand-in, in memory. */
const scheduling = createScheduling();

/**
 * The Cloudflare Access team of the worker tests (worker/staff/testing/): its signing key
 * is made for this run, its public half published where Access publishes a team's keys.
 */
const ACCESS_TEAM = "staff-team.cloudflareaccess.com";
const accessKeys = await generateKeyPair("RS256", { extractable: true });
const accessPublicJwk = { ...(await exportJWK(accessKeys.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
const accessPrivateJwk = { ...(await exportJWK(accessKeys.privateKey)), kid: "test-key", alg: "RS256" };

/**
 * Every outbound request of the worker tests lands here, so nothing reaches the network.
 * MailChannels is played by its API key: `mock-202` accepts, `mock-500` fails,
 * `mock-timeout` never answers in time, `mock-400` refuses the message, `mock-408` and
 * `mock-429` say "later" (429 with Retry-After: 900); any other key is refused with 403. Webhook receivers live on `hooks.test`: the path
 * says how they answer (`/200`, `/500`, `/slow`).
 */
async function mockOutbound(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.host === "cal.test") return scheduling.fetch(request);
  if (url.host === "hooks.test") {
    if (url.pathname === "/slow") await new Promise((resolve) => setTimeout(resolve, 3_000));
    const status = Number(url.pathname.slice(1));
    return new Response(null, { status: status >= 200 && status < 600 ? status : 200 });
  }
  if (url.host === "challenges.cloudflare.com") return mockSiteverify(request);
  if (url.host === ACCESS_TEAM && url.pathname === "/cdn-cgi/access/certs") return Response.json({ keys: [accessPublicJwk] });
  if (url.host !== "api.mailchannels.net") return new Response("no network in tests", { status: 599 });
  const key = request.headers.get("X-Api-Key");
  if (key === "mock-500") return new Response("upstream error", { status: 500 });
  if (key === "mock-400") return Response.json({ errors: ["personalizations.0.to.0.email: invalid address"] }, { status: 400 });
  if (key === "mock-408") return new Response(null, { status: 408 });
  if (key === "mock-429") return new Response("slow down", { status: 429, headers: { "Retry-After": "900" } });
  if (key === "mock-timeout") {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return new Response(null, { status: 202 });
  }
  return new Response(null, { status: key === "mock-202" ? 202 : 403 });
}

/**
 * Turnstile's siteverify, played by Cloudflare's documented test secrets: `1x...AA` passes,
 * `2x...AA` fails, `3x...AA` reports a spent token; `mock-down` is siteverify answering 503.
 */
async function mockSiteverify(request: Request): Promise<Response> {
  const form = await request.formData();
  const secret = String(form.get("secret"));
  if (secret === "mock-down") return new Response("unavailable", { status: 503 });
  const outcomes: Record<string, string[]> = {
    "1x0000000000000000000000000000000AA": [],
    "2x0000000000000000000000000000000AA": ["invalid-input-response"],
    "3x0000000000000000000000000000000AA": ["timeout-or-duplicate"],
  };
  const errors = outcomes[secret] ?? ["invalid-input-secret"];
  return Response.json({ success: errors.length === 0 && Boolean(form.get("response")), "error-codes": errors });
}

/** The site's React components in jsdom on preact/compat (what the site ships), and the contract. */
const siteProject: TestProjectInlineConfiguration = {
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), finalFormWithoutMaps()],
  define: {
    __BUILD_YEAR__: "2026",
    __WIDGETS_VERSION__: JSON.stringify("test"),
    __GTM_ID__: JSON.stringify(""),
    __PRIVACY_CONFIG__: JSON.stringify({
      retentionMonths: 24,
      consentProofMonths: 36,
      funnelRetentionMonths: 13,
      turnstile: false,
      webhooks: false,
      tagManager: false,
    }),
  },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  // The site ships on preact/compat (vite.config.ts): its tests run on it too, with
  // the dependencies that import React bundled by vite so the aliases reach them.
  resolve: {
    alias: [
      ...preactAliases,
      { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
      { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
    ],
  },
  test: {
    name: "site",
    environment: "jsdom",
    include: ["site/**/*.test.{ts,tsx}", "contract/**/*.test.ts"],
    setupFiles: ["tests/setup-components.ts"],
    server: { deps: { inline: [/@testing-library\/react/, /@lingui\/react/, /wouter/, /use-sync-external-store/] } },
  },
};

/** The widgets in jsdom on Preact and widgets/lib/runtime/react.ts (what the widget bundle ships). */
const widgetsProject: TestProjectInlineConfiguration = {
  // The widgets ship on Preact with the slim React layer of widgets/lib/runtime/react.ts: their
  // tests run on it too, so a difference from React fails here. Dependencies that
  // import React are bundled by vite
  // (server.deps.inline) so the aliases reach them as well.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), finalFormWithoutMaps()],
  define: { __BUILD_YEAR__: "2026", __WIDGETS_VERSION__: JSON.stringify("test"), __GTM_ID__: JSON.stringify("") },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  resolve: {
    alias: [
      ...widgetAliases,
      { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
      // Their ES builds, so that their own react imports go through the aliases too.
      { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
      { find: /^react-final-form$/, replacement: "react-final-form/dist/react-final-form.es.js" },
    ],
  },
  test: {
    name: "widgets",
    environment: "jsdom",
    include: ["widgets/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup-components.ts"],
    server: {
      deps: { inline: [/@testing-library\/react/, /final-form/, /@r2wc/, /@lingui\/react/, /use-sync-external-store/] },
    },
  },
};

/**
 * Worker test files that check what an isolate does once in its life (a bad setting is
 * logged once per isolate, worker/config.ts): each gets a workerd isolate of its own.
 */
const WORKER_ISOLATED = ["worker/middleware/settings.test.ts", "worker/outbox/mail-transport.test.ts"];

/**
 * The Hono app inside workerd with the real D1 migrations applied.
 * `shared`: the files run one after another in one isolate, each from an emptied database
 * (worker/testing/setup.ts), which spares every file starting workerd and loading the Worker
 * again (on two cores the project's 130 s became 35 s). One after another, not two at a
 * time: a file's whole-database checks (erasure's "changing nothing") then see no other
 * file's writes. The others (`WORKER_ISOLATED`) each get an isolate of their own.
 */
function workerProject(migrations: D1Migration[], shared: boolean): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // With a key set (the URL is wrangler.toml's, the real API), every stored lead
          // really goes through the MailChannels transport; the outbound service below
          // stands in for MailChannels and for webhook receivers.
          // SITE_URL is the tests' own site (worker/testing/http.ts `base`): the API takes
          // the site's origin from it, never from the request. ALLOWED_ORIGINS adds two
          // partners with ids (testing/http.ts `partnerOrigins`) to wrangler.toml's.
          bindings: {
            TEST_MIGRATIONS: migrations,
            MAILCHANNELS_API_KEY: "mock-202",
            ACCESS_TEAM_DOMAIN: ACCESS_TEAM,
            ACCESS_AUD: "test-audience",
            STAFF_EMAILS: "office@agency.test,Sales@Agency.test",
            TEST_ACCESS_PRIVATE_JWK: JSON.stringify(accessPrivateJwk),
            SITE_URL: "https://agency.test",
            CALCOM_API_URL: "https://cal.test",
            ALLOWED_ORIGINS:
              "http://localhost:8790,http://127.0.0.1:8790,partner-x=https://www.partner-x.example," +
              "partner-y=https://www.partner-y.example,partner-y=https://partner-y.example",
          },
          outboundService: mockOutbound,
        },
      }),
    ],
    test: shared
      ? {
          name: "worker",
          include: ["worker/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...WORKER_ISOLATED],
          setupFiles: ["worker/testing/setup.ts"],
          isolate: false,
          fileParallelism: false,
          // Vitest runs a non-isolated single worker in a group of its own, after the others.
          sequence: { groupOrder: 1 },
        }
      : { name: "worker-isolated", include: WORKER_ISOLATED, setupFiles: ["worker/testing/setup.ts"] },
  };
}

/** Where the staff CLI's end-to-end files are: the cli project's, and no other's. */
const CLI_E2E = "scripts/leads/e2e/**/*.e2e.test.ts";

/** Repository checks (catalogs complete and in sync), the scripts, and the staff inbox's pure helpers. */
const nodeProject: TestProjectInlineConfiguration = {
  test: {
    name: "node",
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "scripts/**/*.test.ts", "staff/**/*.test.ts"],
    exclude: [...configDefaults.exclude, CLI_E2E],
    testTimeout: 60_000,
  },
};

/**
 * The staff CLI end to end: every file against one `wrangler dev` filled by the real API,
 * started once by the global setup. The files share its database, so they run one after
 * another, each from an emptied one (scripts/leads/testing/shared-world.ts).
 */
const cliProject: TestProjectInlineConfiguration = {
  test: {
    name: "cli",
    environment: "node",
    include: [CLI_E2E],
    globalSetup: ["scripts/leads/testing/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
  },
};

/**
 * One `vitest run`, six projects:
 * - site: the site's React components in jsdom on preact/compat (what the site ships),
 * - widgets: the widgets in jsdom on Preact and widgets/lib/runtime/react.ts (what the widget bundle ships),
 * - worker and worker-isolated: the Hono app inside workerd with the real D1 migrations applied,
 * - node: repository checks (catalogs complete and in sync, scripts),
 * - cli: the staff CLI end to end against one shared `wrangler dev`.
 */
export default defineConfig(async (): Promise<ViteUserConfig> => {
  // wrangler.toml serves ./dist as static assets; the worker tests run before the build.
  mkdirSync("dist", { recursive: true });
  const migrations = await readD1Migrations("worker/migrations");
  // The Worker's own list of them, which wrangler writes before it bundles; the tests bundle without wrangler.
  writeMigrationList();

  return {
    test: {
      // Vitest's default is one worker less than the cores: on a 2-core CI machine that is
      // one, and every file waits for the one before it (most of a file's time is its
      // environment starting, not its tests). Two run side by side.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [siteProject, widgetsProject, workerProject(migrations, true), workerProject(migrations, false), nodeProject, cliProject],
    },
  };
});
