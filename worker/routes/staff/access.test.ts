import { describe, expect, it } from "vitest";
import { accessTokenFor, otherStaffAddress, staffFetch } from "../../staff/testing/access.ts";
import { envWith, fetchWith, post, validInquiry } from "../../testing/http.ts";

let leadId = "";
async function aLead(): Promise<string> {
  if (!leadId) leadId = ((await (await post("/api/inquiries", validInquiry)).json()) as { id: string }).id;
  return leadId;
}

/** Every staff route, with a body the route accepts. */
async function routes(): Promise<{ path: string; body?: unknown }[]> {
  const id = await aLead();
  return [
    { path: "/api/staff/me" },
    { path: "/api/staff/leads" },
    { path: `/api/staff/leads/${id}` },
    { path: "/api/staff/funnel" },
    { path: "/api/staff/export" },
    { path: `/api/staff/leads/${id}/status`, body: { status: "contacted" } },
    { path: `/api/staff/leads/${id}/work`, body: { note: "Called, no answer.", nextStepOn: "2026-12-01", owner: "office@agency.test" } },
    { path: `/api/staff/leads/${id}/status/undo`, body: {} },
    { path: "/api/staff/erasure/preview", body: { email: "nobody@agency.test" } },
    { path: "/api/staff/erasure", body: { email: "nobody@agency.test", confirm: "nobody@agency.test" } },
  ];
}

describe("staff routes refuse everyone Access has not signed in as staff", () => {
  it("answer 401 without a token, with an expired one, one of another key, another audience or another issuer", async () => {
    const spoiled = [
      null,
      await accessTokenFor({ expiresIn: -60 }),
      await accessTokenFor({ foreignKey: true }),
      await accessTokenFor({ audience: "another-app" }),
      await accessTokenFor({ issuer: "https://other-team.cloudflareaccess.com" }),
      "not-a-jwt",
    ];
    for (const route of await routes()) {
      for (const token of spoiled) {
        const res = await staffFetch(route.path, { body: route.body, token });
        expect(res.status, `${route.path} with ${token?.slice(0, 12)}`).toBe(401);
        expect(await res.json()).toEqual({ error: "not_signed_in" });
        expect(res.headers.get("Cache-Control")).toContain("no-store");
      }
    }
  });

  it("answer 403 to a valid token of an address that is not staff", async () => {
    const token = await accessTokenFor({ email: "visitor@agency.test" });
    for (const route of await routes()) {
      const res = await staffFetch(route.path, { body: route.body, token });
      expect(res.status, route.path).toBe(403);
      expect(await res.json()).toEqual({ error: "not_staff" });
    }
  });

  it("refuse a change from a foreign origin, without one, or as a form post (403)", async () => {
    for (const route of (await routes()).filter((r) => r.body !== undefined)) {
      const foreign = await staffFetch(route.path, { body: route.body, headers: { Origin: "https://evil.example" } });
      expect(foreign.status, route.path).toBe(403);
      expect(await foreign.json()).toEqual({ error: "origin_not_allowed" });
      const form = await staffFetch(route.path, { body: route.body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(form.status, route.path).toBe(403);
      expect(await form.json()).toEqual({ error: "unsupported_media_type" });
    }
    const { history } = (await (await staffFetch(`/api/staff/leads/${await aLead()}`)).json()) as { history: unknown[] };
    expect(history).toEqual([]);
  });

  it("let staff in by the header or the browser's cookie, the address in any case, and never cache the answer", async () => {
    const byCookie = await staffFetch("/api/staff/me", { cookie: true });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get("Cache-Control")).toBe("no-store, private");
    expect(byCookie.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const mixedCase = await staffFetch("/api/staff/me", { token: await accessTokenFor({ email: "SALES@agency.TEST" }) });
    expect(((await mixedCase.json()) as { email: string }).email).toBe(otherStaffAddress);
  });
});

describe("a staff inbox without its Access settings", () => {
  it("refuses every staff route and page, even with a token that would be valid", async () => {
    const token = await accessTokenFor();
    for (const missing of ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "STAFF_EMAILS"]) {
      const workerEnv = envWith({ [missing]: "" });
      for (const path of ["/api/staff/me", "/api/staff/leads", "/staff", "/staff/leads/x"]) {
        const res = await fetchWith(workerEnv, path, { headers: { "Cf-Access-Jwt-Assertion": token } });
        expect(res.status, `${path} without ${missing}`).toBe(503);
      }
    }
    const off = await fetchWith(envWith({ STAFF_INBOX: "off" }), "/api/staff/me", { headers: { "Cf-Access-Jwt-Assertion": token } });
    expect(off.status).toBe(503);
  });
});

describe("the inbox's pages", () => {
  it("send a browser without a token to the team's Access sign-in, and refuse an address that is not staff", async () => {
    const res = await fetchWith(envWith({}), "/staff/leads?status=new", { redirect: "manual" });
    expect(res.status).toBe(302);
    const login = new URL(res.headers.get("Location") ?? "");
    expect(`${login.origin}${login.pathname}`).toBe("https://staff-team.cloudflareaccess.com/cdn-cgi/access/login/agency.test");
    expect(login.searchParams.get("redirect_url")).toBe("/staff/leads?status=new");
    expect(res.headers.get("Cache-Control")).toBe("no-store, private");
    const stranger = await accessTokenFor({ email: "visitor@agency.test" });
    const refused = await fetchWith(envWith({}), "/staff", { headers: { Cookie: `CF_Authorization=${stranger}` } });
    expect(refused.status).toBe(403);
  });
});
