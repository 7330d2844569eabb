/** `/staff*`: the inbox's single page and its files, served only to staff signed in through Cloudflare Access. */
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { readConfig } from "../../config.ts";
import { ACCESS_COOKIE, ACCESS_HEADER, accessToken, verifyAccessToken } from "../../staff/access.ts";
import type { StaffEnv } from "../../staff/env.ts";
import { staffHeaders } from "../../staff/guard.ts";
import { readStaffSettings } from "../../staff/settings.ts";

/** The inbox's page and its files come only from the Worker, after the same check as its API. */
const CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Answers 302 to the team's Access sign-in without a valid token (the redirect Access itself
 * makes), 403 for an address not on the staff list, 503 while Access is not configured.
 * wrangler.toml's `run_worker_first` keeps the static files from answering before this check.
 */
export const staffPages = new Hono<StaffEnv>();

staffPages.use("*", staffHeaders());

staffPages.get("*", async (c) => {
  c.set("config", readConfig(c.env));
  const settings = readStaffSettings(c.env).access;
  if (!settings) return c.text("The staff inbox is not configured.", 503);
  const verdict = await verifyAccessToken(accessToken(c.req.header(ACCESS_HEADER), getCookie(c, ACCESS_COOKIE)), settings);
  const url = new URL(c.req.url);
  if (!verdict.ok && verdict.status === 401) {
    const login = new URL(`/cdn-cgi/access/login/${url.host}`, settings.issuer);
    login.searchParams.set("kid", settings.audience);
    login.searchParams.set("redirect_url", `${url.pathname}${url.search}`);
    return c.redirect(login.toString(), 302);
  }
  if (!verdict.ok) return c.text("This address is not on the staff list.", 403);
  // Files have an extension; every other path is a page of the inbox, which its script routes.
  const asset = /\.[a-z0-9]+$/i.test(url.pathname) ? url : new URL("/staff/", url);
  const res = await c.env.ASSETS.fetch(new Request(asset, { headers: c.req.raw.headers }));
  const headers = new Headers(res.headers);
  headers.set("Content-Security-Policy", CSP);
  return new Response(res.body, { status: res.status, headers });
});
