import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAccessToken } from "../../worker/staff/access.ts";
import { localKey, signLocalToken } from "./keys.ts";
import { standInSettings, startAccess } from "./server.ts";

let server: Awaited<ReturnType<typeof startAccess>>;
let origin = "";
const vars = standInSettings(0);

beforeAll(async () => {
  server = await startAccess(0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the local Access stand-in", () => {
  it("signs in a staff address from STAFF_EMAILS and its cookie passes the Worker's own check", async () => {
    const staff = vars.staffEmails[0]!;
    const page = await fetch(`${origin}/cdn-cgi/access/login/127.0.0.1:8787?kid=x&redirect_url=/staff/leads`);
    const text = await page.text();
    for (const email of vars.staffEmails) expect(text).toContain(`value="${email}"`);
    const res = await fetch(`${origin}/cdn-cgi/access/login/127.0.0.1:8787`, {
      method: "POST",
      body: new URLSearchParams({ email: staff, redirect_url: "/staff/leads" }),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("http://127.0.0.1:8787/staff/leads");
    const token = /CF_Authorization=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];
    const settings = { issuer: origin, audience: vars.audience, staffEmails: new Set(vars.staffEmails) };
    expect(await verifyAccessToken(token, settings)).toEqual({ ok: true, email: staff });
    // Another application's audience is refused, as Access's own tokens would be.
    expect(await verifyAccessToken(token, { ...settings, audience: "other" })).toMatchObject({ ok: false, status: 401 });
  });

  it("prints tokens the Worker accepts (npm run staff:token) and refuses to sign in anyone else or anywhere else", async () => {
    const token = await signLocalToken(await localKey(), { issuer: origin, audience: vars.audience, email: vars.staffEmails[0]! });
    const settings = { issuer: origin, audience: vars.audience, staffEmails: new Set(vars.staffEmails) };
    expect((await verifyAccessToken(token, settings)).ok).toBe(true);
    const stranger = await fetch(`${origin}/cdn-cgi/access/login/127.0.0.1:8787`, {
      method: "POST",
      body: new URLSearchParams({ email: "someone@else.test" }),
    });
    expect(stranger.status).toBe(403);
    expect((await fetch(`${origin}/cdn-cgi/access/login/evil.example?redirect_url=/staff`)).status).toBe(400);
    const offsite = await fetch(`${origin}/cdn-cgi/access/login/127.0.0.1:8787`, {
      method: "POST",
      body: new URLSearchParams({ email: vars.staffEmails[0]!, redirect_url: "//evil.example/x" }),
      redirect: "manual",
    });
    expect(offsite.headers.get("Location")).toBe("http://127.0.0.1:8787/staff");
  });

  it("prints a token with npm run staff:token that the Worker's check accepts, and refuses an address not on the list", async () => {
    const run = promisify(execFile);
    const env = { ...process.env, ACCESS_PORT: origin.split(":").at(-1) };
    const { stdout } = await run(process.execPath, ["scripts/access/token.ts", vars.staffEmails[0]!], { env });
    const settings = { issuer: origin, audience: vars.audience, staffEmails: new Set(vars.staffEmails) };
    expect(await verifyAccessToken(stdout.trim(), settings)).toEqual({ ok: true, email: vars.staffEmails[0] });
    await expect(run(process.execPath, ["scripts/access/token.ts", "someone@else.test"], { env })).rejects.toMatchObject({ code: 1 });
  });
});
