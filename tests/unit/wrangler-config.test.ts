import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The tables of wrangler.toml as `name -> lines` (arrays of tables get one entry each). */
function tables(toml: string): { name: string; lines: string[] }[] {
  const found: { name: string; lines: string[] }[] = [{ name: "", lines: [] }];
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) found.push({ name: header[1]!, lines: [] });
    else found.at(-1)!.lines.push(line);
  }
  return found;
}

const toml = readFileSync("wrangler.toml", "utf8");
const table = (name: string) => tables(toml).find((t) => t.name === name)?.lines ?? [];

describe("wrangler.toml keeps the privacy policy's promise about logs", () => {
  it("records no invocation logs (URL, headers, client IP of every request)", () => {
    expect(table("observability.logs")).toContain("invocation_logs = false");
  });

  it("cuts query strings (the newsletter links' tokens) from every logged URL", () => {
    expect(table("observability")).toContain("redact_query_string = true");
  });
});

describe("wrangler.toml rate limits", () => {
  const limiters = tables(toml).filter((t) => t.name === "ratelimits");
  const value = (lines: string[], key: string) =>
    lines
      .find((l) => l.startsWith(`${key} =`))
      ?.split("=")
      .slice(1)
      .join("=")
      .trim();

  it("declare one binding per endpoint family the Worker counts, each with its own namespace", () => {
    const names = limiters.map((t) => value(t.lines, "name"));
    expect(names).toEqual([
      '"LEAD_RATE_LIMITER"',
      '"NEWSLETTER_RATE_LIMITER"',
      '"CONSENT_RATE_LIMITER"',
      '"EVENT_RATE_LIMITER"',
      '"TOKEN_RATE_LIMITER"',
      '"OPENING_RATE_LIMITER"',
      '"BOOKING_RATE_LIMITER"',
      '"SCHEDULING_RATE_LIMITER"',
    ]);
    const namespaces = limiters.map((t) => value(t.lines, "namespace_id"));
    expect(new Set(namespaces).size).toBe(limiters.length);
  });

  it("use a one-minute period, which the 429's Retry-After: 60 announces", () => {
    for (const t of limiters) expect(value(t.lines, "simple"), value(t.lines, "name")).toMatch(/^\{ limit = [1-9][0-9]*, period = 60 \}$/);
  });
});
