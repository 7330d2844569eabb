/** The local Cloudflare Access stand-in: its key set, its sign-in page and the tokens it signs. */
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { html } from "hono/html";
import { isLoopbackHost } from "../../worker/lib/loopback.ts";
import { type LocalKey, signLocalToken } from "./keys.ts";

/** What the stand-in plays: the team's issuer, the inbox's audience, the staff one may sign in as. */
export interface StandInSettings {
  /** The team's origin: the stand-in's own, once it knows its port. */
  issuer: string;
  audience: string;
  staffEmails: readonly string[];
}

/** The inbox's host from the sign-in path, only on this machine: the stand-in never sends a token elsewhere. */
function appHost(host: string): URL | undefined {
  try {
    const url = new URL(`http://${host}`);
    return isLoopbackHost(url.hostname) && url.host === host ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A path on the inbox's host (`/staff...`), never an absolute URL. */
const safePath = (value: string | undefined) => (value?.startsWith("/") && !value.startsWith("//") ? value : "/staff");

function signInPage(settings: StandInSettings, host: string, redirect: string) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Sign in (local Access)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}
button{font:inherit;display:block;width:100%;margin:.5rem 0;padding:.75rem;border:1px solid #555;border-radius:6px;background:#fff;cursor:pointer}
button:hover,button:focus-visible{background:#eef}</style></head>
<body><main><h1>Sign in to the staff inbox</h1>
<p>This is the local stand-in for Cloudflare Access (<code>npm start</code>). Choose a staff address from <code>STAFF_EMAILS</code>:</p>
<form method="post" action="/cdn-cgi/access/login/${host}">
<input type="hidden" name="redirect_url" value="${redirect}">
${settings.staffEmails.map((email) => html`<button type="submit" name="email" value="${email}">${email}</button>`)}
</form></main></body></html>`;
}

/**
 * A local stand-in for Cloudflare Access: publishes its key set where Access does
 * (`/cdn-cgi/access/certs`) and signs tokens with the same claims, so the Worker runs its
 * production check unchanged. The sign-in page lists the staff addresses; choosing one sets
 * the `CF_Authorization` cookie for the inbox's host (cookies ignore ports) and goes back.
 */
export function createAccessStandIn(settings: StandInSettings, key: LocalKey): Hono {
  const app = new Hono();
  app.get("/cdn-cgi/access/certs", (c) => c.json({ keys: [key.publicJwk], public_cert: null }));
  app.get("/cdn-cgi/access/login/:host", (c) => {
    const host = appHost(c.req.param("host"));
    if (!host) return c.text("The local Access stand-in signs in only to this machine.", 400);
    const here = new URL(c.req.url);
    // The cookie must be set under the inbox's own host name (localhost or 127.0.0.1).
    if (here.hostname !== host.hostname) {
      here.hostname = host.hostname;
      return c.redirect(here.toString(), 302);
    }
    return c.html(signInPage(settings, host.host, safePath(c.req.query("redirect_url"))));
  });
  app.post("/cdn-cgi/access/login/:host", async (c) => {
    const host = appHost(c.req.param("host"));
    const form = await c.req.parseBody();
    const email = String(form.email ?? "").toLowerCase();
    if (!host || !settings.staffEmails.includes(email)) return c.text("Not a staff address of STAFF_EMAILS.", 403);
    const token = await signLocalToken(key, { issuer: settings.issuer, audience: settings.audience, email });
    setCookie(c, "CF_Authorization", token, { path: "/", httpOnly: true, sameSite: "Lax" });
    return c.redirect(`http://${host.host}${safePath(String(form.redirect_url ?? ""))}`, 303);
  });
  return app;
}
