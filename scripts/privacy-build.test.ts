import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { privacyConfigFromVars } from "../site/privacy/config.ts";
import { parseWranglerVars } from "./wrangler-vars.ts";

const fixture = "tests/fixtures/wrangler.privacy.toml";

describe("parseWranglerVars", () => {
  it("reads the [vars] table only: double and single quotes, trailing comments", async () => {
    expect(parseWranglerVars(await readFile(fixture, "utf8"))).toEqual({
      RETENTION_MONTHS: "11",
      CONSENT_PROOF_MONTHS: "13",
      FUNNEL_RETENTION_MONTHS: "5",
      WEBHOOK_URLS: "https://crm.example.net/hook",
    });
  });
});

describe("the privacy policy built from another wrangler.toml", () => {
  let outDir = "";
  afterAll(() => outDir && rm(outDir, { recursive: true, force: true }));

  // The production path: vite's SSR build with the site's own config, only the settings
  // it read from wrangler.toml replaced by the fixture's, through vite's inline config.
  it("states that file's periods in both languages", { timeout: 180_000 }, async () => {
    outDir = await mkdtemp(join(tmpdir(), "privacy-build-"));
    const privacy = privacyConfigFromVars(parseWranglerVars(await readFile(fixture, "utf8")), "");
    await build({
      configFile: "vite.config.ts",
      logLevel: "warn",
      define: { __PRIVACY_CONFIG__: JSON.stringify(privacy) },
      build: { ssr: "entry-server.tsx", outDir },
    });
    const ssr = (await import(pathToFileURL(join(outDir, "entry-server.js")).href)) as {
      render(url: string, locale: "en" | "de"): Promise<{ html: string; head: { title: string } }>;
    };
    const en = await ssr.render("/privacy", "en");
    expect(en.head.title).toBe("Privacy policy");
    expect(en.html).toContain("Deleted 11 months after the submission.");
    expect(en.html).toContain("Deleted 13 months after the choice was made.");
    expect(en.html).toContain("Deleted 5 months after the day counted.");
    expect(en.html).toContain('data-processor="webhooks"');
    expect(en.html).not.toContain('data-processor="turnstile"');

    const de = await ssr.render("/de/datenschutz", "de");
    expect(de.head.title).toBe("Datenschutzerklärung");
    expect(de.html).toContain("Wird 11 Monate nach dem Absenden gelöscht.");
    expect((await ssr.render("/de/privacy", "de")).html).not.toContain("Datenschutzerklärung</h1>");
  });
});
