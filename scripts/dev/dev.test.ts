import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mergeAllowedOrigins } from "./origins.ts";
import { syncDir } from "./serve-dir.ts";
import { migrationSummary } from "./steps.ts";
import { readyAddress, wranglerOutputFilter } from "./wrangler-output.ts";

describe("ALLOWED_ORIGINS for one run", () => {
  it("adds the environment's entries to wrangler.toml's, once each", () => {
    expect(mergeAllowedOrigins("http://localhost:8790,http://127.0.0.1:8790", "partner=http://localhost:8794, http://localhost:8790")).toBe(
      "http://localhost:8790,http://127.0.0.1:8790,partner=http://localhost:8794",
    );
    expect(mergeAllowedOrigins("http://localhost:8790", undefined)).toBe("http://localhost:8790");
  });
});

// What wrangler 4.156 printed before "Ready" on a machine without internet.
const wranglerOutput = [
  "Your Worker has access to the following bindings:",
  "Binding                                  Resource          Mode",
  "env.DB (agency-leads)                    D1 Database       local",
  'env.ALLOWED_ORIGINS ("http://localhost:8790")  Environment Variable  local',
  "",
  "[wrangler:warn] Unable to fetch the `Request.cf` object! Falling back to a default placeholder...",
  "Error: getaddrinfo ENOTFOUND workers.cloudflare.com",
  "    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:122:26)",
  "    at GetAddrInfoReqWrap.callbackTrampoline (node:internal/async_hooks:130:17)",
  "\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1mScheduled Workers are not automatically triggered during local development.\u001b[0m",
  "",
  "  To manually trigger a scheduled event, run:",
  '    curl "http://127.0.0.1:8787/cdn-cgi/local/scheduled"',
  "  For more details, see https://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally",
  "",
  "⎔ Starting local server...",
  "[wrangler:info] ✨ Parsed 7 valid header rules.",
  "[wrangler:info] Ready on http://127.0.0.1:8787",
  "[wrangler:info] POST /api/inquiries 201 Created (31ms)",
  "✘ [ERROR] service assets:storage: Directory not found",
];

describe("wrangler dev's output during npm start", () => {
  it("drops the bindings table, the cron hint and the offline stack trace, and keeps the rest", () => {
    const filter = wranglerOutputFilter();
    const shown = wranglerOutput.map(filter).filter((line) => line !== undefined);
    expect(shown).toEqual([
      "",
      "⎔ Starting local server...",
      "[wrangler:info] ✨ Parsed 7 valid header rules.",
      "[wrangler:info] Ready on http://127.0.0.1:8787",
      "[wrangler:info] POST /api/inquiries 201 Created (31ms)",
      "✘ [ERROR] service assets:storage: Directory not found",
    ]);
  });

  it("finds the address of the Ready line, colours or not", () => {
    expect(readyAddress("\u001b[32m[wrangler:info]\u001b[0m Ready on http://127.0.0.1:9000")).toBe("http://127.0.0.1:9000");
    expect(readyAddress("⎔ Starting local server...")).toBeUndefined();
  });
});

describe("the migration step's one line", () => {
  it("names what was applied once, however often wrangler redrew its table", () => {
    const table = "│ 0001_health.sql │ ✅     │\n│ 0002_leads.sql │ ✅     │\n";
    expect(migrationSummary(`Migrations to be applied:\n│ 0001_health.sql │\n${table}${table}`)).toBe(
      "local database: applied 0001_health.sql, 0002_leads.sql",
    );
    expect(migrationSummary("✅ No migrations to apply!")).toBe("local database up to date");
  });
});

describe("the directory npm start serves", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tree = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "serve-dir-"));
    dirs.push(dir);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, file, ".."), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    return dir;
  };

  it("becomes a copy of the build, touching only what changed", () => {
    const build = tree({ "index.html": "new", "widgets/a-2.js": "a2", "same.css": "x" });
    const served = tree({ "index.html": "old", "widgets/a-1.js": "a1", "same.css": "x" });
    expect(syncDir(build, served)).toEqual({ copied: 2, removed: 1 });
    expect(readFileSync(join(served, "index.html"), "utf8")).toBe("new");
    expect(readFileSync(join(served, "widgets/a-2.js"), "utf8")).toBe("a2");
    expect(syncDir(build, served)).toEqual({ copied: 0, removed: 0 });
  });
});
