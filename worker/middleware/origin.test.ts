import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_REVISION } from "../../contract/consent/keys.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { parseAllowedOrigins, readConfig } from "../config.ts";
import { listOutboxForLead } from "../db/testing/outbox-rows.ts";
import { readConsent, readInquiry, readReferral, readSubscriber } from "../db/testing/rows.ts";
import { base, countRows, envWith, expectError, newClientIp, partnerOrigins, post, validInquiry, validReferral } from "../testing/http.ts";
import { attributionOf } from "./origin.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

async function idOf(res: Response): Promise<string> {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("the site's own origin comes from SITE_URL, never from the request", () => {
  const spoof = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    exports.default.fetch(`http://evil.example${path}`, {
      method: "POST",
      headers: {
        Host: "evil.example",
        Origin: "http://evil.example",
        "Content-Type": "application/json",
        "CF-Connecting-IP": newClientIp(),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it("refuses a POST whose Host and Origin agree on a foreign site, on every endpoint, storing nothing", async () => {
    const before = await Promise.all(
      ["project_inquiries", "referrals", "newsletter_subscribers", "consents"].map((t) => countRows(t as "referrals")),
    );
    await expectError(await spoof("/api/inquiries", validInquiry), 403, "origin_not_allowed");
    await expectError(await spoof("/api/referrals", validReferral), 403, "origin_not_allowed");
    await expectError(await spoof("/api/newsletter", { email: "host@example.com" }), 403, "origin_not_allowed");
    const consent = { consentId: crypto.randomUUID(), functional: true, analytics: true, revision: CONSENT_REVISION, locale: "en" };
    await expectError(await spoof("/api/consents", consent), 403, "origin_not_allowed");
    await expectError(await spoof("/api/events", { event: "open", source: "/", lang: "en" }), 403, "origin_not_allowed");
    const after = await Promise.all(
      ["project_inquiries", "referrals", "newsletter_subscribers", "consents"].map((t) => countRows(t as "referrals")),
    );
    expect(after).toEqual(before);
  });

  it("answers the spoofed site's preflight, then refuses its POST with a 403 the page can read", async () => {
    const preflight = await exports.default.fetch("http://evil.example/api/inquiries", {
      method: "OPTIONS",
      headers: { Host: "evil.example", Origin: "http://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("http://evil.example");
    const res = await spoof("/api/inquiries", validInquiry);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("http://evil.example");
    await expectError(res, 403, "origin_not_allowed");
  });

  it("accepts the site's own pages whatever host the request was addressed to", async () => {
    const res = await spoof("/api/inquiries", validInquiry, { Origin: base });
    const id = await idOf(res);
    expect((await readInquiry(env.DB, id))?.source).toBe(base);
  });

  it("counts the other loopback names as the site for a local SITE_URL (wrangler dev), and nothing else", () => {
    const local = readConfig(envWith({ SITE_URL: "http://localhost:8787" }));
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8787", "http://[::1]:8787"]) {
      expect(attributionOf(local, origin), origin).toEqual({ source: "http://localhost:8787", partner: "", ownSite: true });
    }
    for (const origin of ["http://localhost:8788", "https://localhost:8787", "http://evil.example"]) {
      expect(attributionOf(local, origin).ownSite, origin).toBe(false);
    }
    const production = readConfig(envWith({ SITE_URL: "https://www.agency.example/" }));
    expect([...production.siteOrigins]).toEqual(["https://www.agency.example"]);
  });

  it("without a usable SITE_URL refuses every page as the site's own and says why", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const config = readConfig(envWith({ SITE_URL: "www.agency.example" }));
    expect(config.siteOrigin).toBeUndefined();
    expect(config.siteOrigins.size).toBe(0);
    expect(attributionOf(config, "https://www.agency.example").ownSite).toBe(false);
    expect(error.mock.calls.flat().join(" ")).toMatch(/SITE_URL must be the site's absolute http\(s\) URL/);
  });
});

describe("a partner origin missing from ALLOWED_ORIGINS is told so", () => {
  const refused = "http://localhost:8794";

  it("answers its preflight with the CORS headers an allowed origin gets", async () => {
    const res = await exports.default.fetch(`${base}/api/inquiries`, {
      method: "OPTIONS",
      headers: {
        Origin: refused,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(refused);
    expect(res.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(res.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("idempotency-key");
    expect(res.headers.get("Vary")).toContain("Origin");
  });

  it("refuses every submission with 403 origin_not_allowed, readable by the page, storing nothing", async () => {
    const tables = ["project_inquiries", "referrals", "newsletter_subscribers", "consents", "outbox"] as const;
    const before = await Promise.all(tables.map(countRows));
    const consent = { consentId: crypto.randomUUID(), functional: true, analytics: true, revision: CONSENT_REVISION, locale: "en" };
    const bodies: [string, unknown][] = [
      ["/api/inquiries", validInquiry],
      ["/api/referrals", validReferral],
      ["/api/newsletter", { email: "refused@example.com" }],
      ["/api/consents", consent],
    ];
    for (const [path, body] of bodies) {
      const res = await post(path, body, { headers: { Origin: refused, "Idempotency-Key": crypto.randomUUID() } });
      expect(res.headers.get("Access-Control-Allow-Origin"), path).toBe(refused);
      await expectError(res, 403, "origin_not_allowed");
    }
    expect(await Promise.all(tables.map(countRows))).toEqual(before);
  });

  it("refuses before reading the body: not JSON, too large or of the wrong type, the answer is the same 403", async () => {
    const raws: [string, string][] = [
      ["{ not json", "application/json"],
      ["x".repeat(200_000), "application/json"],
      ["plain words", "text/plain"],
    ];
    for (const [raw, type] of raws) {
      const res = await post("/api/inquiries", undefined, { raw, headers: { Origin: refused, "Content-Type": type } });
      await expectError(res, 403, "origin_not_allowed");
    }
  });

  it("answers its GET /api/config with a 403 origin_not_allowed it can read, and no settings", async () => {
    const res = await exports.default.fetch(`${base}/api/config`, { headers: { Origin: refused } });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(refused);
    expect(res.headers.get("Vary")).toContain("Origin");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.clone().json()).toEqual({ error: "origin_not_allowed" });
    await expectError(res, 403, "origin_not_allowed");
    // An allowed partner and a request without Origin (the site itself, a server) get the settings.
    for (const headers of [{ Origin: partnerOrigins.x }, {}] as HeadersInit[]) {
      const ok = await exports.default.fetch(`${base}/api/config`, { headers });
      expect(ok.status).toBe(200);
      expect(Object.keys((await ok.json()) as object).sort()).toEqual(["scheduling", "turnstile"]);
    }
  });

  it("gives an allowed origin's error answers no such header for anybody else", async () => {
    const res = await post("/api/inquiries", { nonsense: true }, { headers: { Origin: partnerOrigins.x } });
    expect(res.status).toBe(400);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(partnerOrigins.x);
    const health = await exports.default.fetch(`${base}/api/health`, { headers: { Origin: partnerOrigins.x } });
    expect(health.status).toBe(200);
    expect(health.headers.get("Access-Control-Allow-Origin")).toBe(partnerOrigins.x);
  });

  it("refuses its reads the same readable way as its submissions: free times, calendar file, config, health, events", async () => {
    const day = 86_400_000;
    const reads = [
      `/api/booking/slots?${new URLSearchParams({ start: new Date().toISOString(), end: new Date(Date.now() + day).toISOString() })}`,
      "/api/booking/calendar.ics?lead=inq_aaaaaaaaaaaaaaaa&token=x",
      "/api/config",
      "/api/health",
    ];
    for (const path of reads) {
      const res = await exports.default.fetch(`${base}${path}`, { headers: { Origin: refused, "CF-Connecting-IP": newClientIp() } });
      expect(res.headers.get("Access-Control-Allow-Origin"), path).toBe(refused);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      await expectError(res, 403, "origin_not_allowed");
    }
    const beacon = await post("/api/events", undefined, {
      raw: JSON.stringify({ event: "open", source: "x", lang: "en" }),
      headers: { Origin: refused, "Content-Type": "text/plain" },
    });
    expect(beacon.headers.get("Access-Control-Allow-Origin")).toBe(refused);
    await expectError(beacon, 403, "origin_not_allowed");
  });
});

describe("the stored source is derived from the verified Origin", () => {
  it("stores the partner id of the origin, whatever partner the body claims", async () => {
    const id = await idOf(
      await post("/api/inquiries", { ...validInquiry, partner: "partner-x" }, { headers: { Origin: partnerOrigins.y } }),
    );
    expect((await readInquiry(env.DB, id))?.source).toBe("partner-y");
    const [notification] = (await listOutboxForLead(env.DB, id)).map((r) => JSON.parse(r.message) as MailMessage);
    expect(notification!.text).toContain("Quelle: Partner partner-y");
    expect(notification!.text).not.toContain("partner-x");
  });

  it("gives every origin listed under one id that id", async () => {
    const id = await idOf(await post("/api/referrals", validReferral, { headers: { Origin: "https://partner-y.example" } }));
    expect((await readReferral(env.DB, id))?.source).toBe("partner-y");
  });

  it("stores a plain allowed origin as the origin, never the partner the body claims", async () => {
    const id = await idOf(
      await post("/api/referrals", { ...validReferral, partner: "partner-x" }, { headers: { Origin: partnerOrigins.plain } }),
    );
    expect((await readReferral(env.DB, id))?.source).toBe(partnerOrigins.plain);
    const [notification] = (await listOutboxForLead(env.DB, id)).map((r) => JSON.parse(r.message) as MailMessage);
    // The notification is in the agency's language (German by default), whatever the visitor spoke.
    expect(notification!.text).toContain(`Quelle: Partner ${partnerOrigins.plain}\n`);
    expect(notification!.text).not.toContain("partner-x");
  });

  it("ignores a body partner on our own site: the source is the site's origin", async () => {
    const id = await idOf(await post("/api/inquiries", { ...validInquiry, partner: "partner-x" }, { headers: { Origin: base } }));
    expect((await readInquiry(env.DB, id))?.source).toBe(base);
    const [notification] = (await listOutboxForLead(env.DB, id)).map((r) => JSON.parse(r.message) as MailMessage);
    expect(notification!.text).toContain("Quelle: Website (direkt)");
  });

  it("trusts no partner without an Origin (a client outside a browser)", async () => {
    const id = await idOf(await post("/api/referrals", { ...validReferral, partner: "partner-x" }));
    expect((await readReferral(env.DB, id))?.source).toBe("");
  });

  it("attributes newsletter sign-ups and consent records the same way", async () => {
    const sub = await idOf(await post("/api/newsletter", { email: "attributed@example.com" }, { headers: { Origin: partnerOrigins.y } }));
    expect((await readSubscriber(env.DB, sub))?.source).toBe("partner-y");
    const consent = { consentId: crypto.randomUUID(), functional: true, analytics: false, revision: CONSENT_REVISION, locale: "en" };
    const con = await idOf(await post("/api/consents", consent, { headers: { Origin: partnerOrigins.x } }));
    expect((await readConsent(env.DB, con))?.source).toBe("partner-x");
  });
});

describe("ALLOWED_ORIGINS", () => {
  const site = new Set(["https://www.agency.example"]);

  it("reads plain origins and id=origin entries", () => {
    const parsed = parseAllowedOrigins(
      " partner-x=https://www.partner-x.example , https://plain.example,acme.gmbh_2=http://localhost:8790/, partner-x=https://partner-x.example",
      site,
    );
    expect(Object.fromEntries(parsed)).toEqual({
      "https://www.partner-x.example": "partner-x",
      "https://plain.example": null,
      "http://localhost:8790": "acme.gmbh_2",
      "https://partner-x.example": "partner-x",
    });
  });

  it("refuses malformed entries with a log line each, keeping the good ones", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const bad = [
      "www.partner.example",
      "ftp://files.partner.example",
      "https://partner.example/shop",
      "https://partner.example?ref=1",
      "https://user:pw@partner.example",
      "=https://partner.example",
      "partner x=https://partner.example",
      "part/ner=https://partner.example",
      "-partner=https://partner.example",
      `${"p".repeat(65)}=https://partner.example`,
      "partner=",
      "https://www.agency.example",
      "other=https://www.partner-x.example",
    ];
    const parsed = parseAllowedOrigins(["partner-x=https://www.partner-x.example", ...bad].join(","), site);
    expect(Object.fromEntries(parsed)).toEqual({ "https://www.partner-x.example": "partner-x" });
    const lines = error.mock.calls.map((call) => String(call[0]));
    for (const entry of bad)
      expect(
        lines.some((line) => line.startsWith(`ALLOWED_ORIGINS: ignoring ${JSON.stringify(entry)}`)),
        entry,
      ).toBe(true);
  });
});
