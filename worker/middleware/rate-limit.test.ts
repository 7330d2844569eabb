import { describe, expect, it } from "vitest";
import { CONSENT_REVISION } from "../../contract/consent/keys.ts";
import { expectError, post, validInquiry, validReferral } from "../testing/http.ts";
import { freshRateWindow, RATE_WINDOW_TEST } from "../testing/rate-window.ts";
import { clientKey } from "./rate-limit.ts";

let networks = 0;
/** A /64 no other test uses (the limiter's counts live as long as the test run). */
function freshNetwork(): string {
  networks += 1;
  return `2001:db8:${(0x4000 + networks).toString(16)}:${networks.toString(16)}`;
}

const consent = () => ({ consentId: crypto.randomUUID(), functional: true, analytics: false, revision: CONSENT_REVISION, locale: "en" });
const beacon = (ip: string) =>
  post("/api/events", { event: "open", source: "/", lang: "en" }, { headers: { "CF-Connecting-IP": ip, "Content-Type": "text/plain" } });

describe("clientKey", () => {
  it("counts IPv4 per address", () => {
    expect(clientKey("192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(clientKey("192.0.2.2")).toBe("192.0.2.2");
  });

  it("counts IPv6 per /64, whatever textual form the address takes", () => {
    const forms = [
      "2001:db8:0:0:1::5",
      "2001:DB8:0:0:1::5",
      "2001:0db8:0000:0000:ffff:ffff:ffff:ffff",
      "2001:db8::",
      "2001:db8::1",
      "2001:db8:0:0:0:0:0:1",
      "[2001:db8::1]",
      "2001:db8::1%eth0",
      "2001:db8::abcd:192.0.2.1",
    ];
    for (const form of forms) expect(clientKey(form), form).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%25en0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::")).toBe("0:0:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("1:2:3:4:5:6:7::")).toBe("1:2:3:4::/64");
  });

  it("tells different /64s apart", () => {
    expect(clientKey("2001:db8:0:1::1")).not.toBe(clientKey("2001:db8:0:2::1"));
    expect(clientKey("2001:db8:0:1::1")).not.toBe(clientKey("2001:db9:0:1::1"));
  });

  it("counts IPv4 carried in IPv6 (mapped, NAT64) as that IPv4 address", () => {
    for (const form of [
      "::ffff:192.0.2.1",
      "::FFFF:192.0.2.1",
      "::ffff:c000:201",
      "0:0:0:0:0:ffff:192.0.2.1",
      "64:ff9b::192.0.2.1",
      "[::ffff:192.0.2.1]",
    ]) {
      expect(clientKey(form), form).toBe("192.0.2.1");
    }
    expect(clientKey("::ffff:192.0.2.2")).toBe("192.0.2.2");
  });

  it("puts anything unreadable into one budget instead of one per spelling", () => {
    for (const form of [
      null,
      undefined,
      "",
      "unknown",
      "2001:db8:::1",
      "::1::2",
      "1:2:3:4:5:6:7:8:9",
      "::1:2:3:4:5:6:7:8",
      "2001:db8::g",
      "2001:db8::12345",
      "192.0.2.256",
      "192.0.2",
      "01.2.3.4",
      "192.0.2.1::",
      "::ffff:192.0.2.1.5",
    ]) {
      expect(clientKey(form), String(form)).toBe("unknown");
    }
  });
});

describe("rate limits", () => {
  it("gives twelve addresses in one IPv6 /64 one budget: 10 leads a minute, then 429", RATE_WINDOW_TEST, async () => {
    await freshRateWindow();
    const network = freshNetwork();
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      // Each request from another address of the same /64, some written differently.
      const ip = i % 3 === 0 ? `[${network.toUpperCase()}:0:0:0:${i.toString(16)}]` : `${network}::${i.toString(16)}`;
      const res = await post("/api/inquiries", validInquiry, { headers: { "CF-Connecting-IP": ip } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("Retry-After")).toBe("60");
        expect(await res.json()).toEqual({ error: "rate_limited" });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  it("counts different /64s apart", async () => {
    for (let i = 0; i < 12; i++) {
      const res = await post("/api/inquiries", validInquiry, { headers: { "CF-Connecting-IP": `${freshNetwork()}::1` } });
      expect(res.status).toBe(201);
    }
  });

  it("counts inquiries and referrals on one lead budget", RATE_WINDOW_TEST, async () => {
    await freshRateWindow();
    const ip = `${freshNetwork()}::7`;
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/inquiries", validInquiry, { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
      expect((await post("/api/referrals", validReferral, { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
    }
    await expectError(await post("/api/referrals", validReferral, { headers: { "CF-Connecting-IP": ip } }), 429, "rate_limited");
  });

  it("never lets cookie-banner clicks use up the lead submissions of the same address", RATE_WINDOW_TEST, async () => {
    await freshRateWindow();
    const ip = "203.0.113.200";
    for (let i = 0; i < 30; i++) expect((await post("/api/consents", consent(), { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
    await expectError(await post("/api/consents", consent(), { headers: { "CF-Connecting-IP": ip } }), 429, "rate_limited");

    expect((await post("/api/inquiries", validInquiry, { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
    expect((await post("/api/referrals", validReferral, { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
    expect((await post("/api/newsletter", { email: "office@example.com" }, { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
    expect((await beacon(ip)).status).toBe(204);
  });

  it("gives funnel events and newsletter sign-ups budgets of their own", RATE_WINDOW_TEST, async () => {
    await freshRateWindow();
    const ip = `${freshNetwork()}::1`;
    for (let i = 0; i < 60; i++) expect((await beacon(ip)).status).toBe(204);
    await expectError(await beacon(ip), 429, "rate_limited");
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/newsletter", { email: `budget${i}@example.com` }, { headers: { "CF-Connecting-IP": ip } });
      expect(res.status).toBe(201);
    }
    const refused = await post("/api/newsletter", { email: "budget5@example.com" }, { headers: { "CF-Connecting-IP": ip } });
    expect(refused.headers.get("Retry-After")).toBe("60");
    await expectError(refused, 429, "rate_limited");
    // Neither touched the consents' or the leads' budget.
    expect((await post("/api/consents", consent(), { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
    expect((await post("/api/inquiries", validInquiry, { headers: { "CF-Connecting-IP": ip } })).status).toBe(201);
  });
});
