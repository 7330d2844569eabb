/**
 * A static file server on @hono/node-server: `node scripts/static-server.ts <dir> <port> [api-origin]`.
 * The e2e tests use it as a partner website on another origin that embeds the widgets;
 * `{{API_ORIGIN}}` in an HTML file becomes the origin of the site under test. Under
 * `/docs/` it serves the repository's docs/ (the embedding guide's example page), with the
 * guide's placeholder for the agency's site replaced the same way, under the guide's own
 * Content-Security-Policy. `?lang=<tag>` serves a page
 * as a partner in that language writes it, `<html lang="fr-CH">` instead of `<html lang="en">`.
 */

import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";

const [dirArg = ".", portArg = "8790", apiOrigin = "http://localhost:8787"] = process.argv.slice(2);
const root = relative(process.cwd(), resolve(dirArg)) || ".";
/** How docs/embedding.md writes the agency's site in its examples. */
const SITE_PLACEHOLDER = "https://www.example.com";

/** Fills the placeholders of HTML files on their way out; other files pass untouched. */
function placeholders(replace: (html: string) => string): MiddlewareHandler {
  return async function placeholders(c, next) {
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    // `{{PAGE_ORIGIN}}` is the partner page's own origin, as the browser asked for it, so a
    // fixture can point the booking link at a local stand-in instead of the internet.
    const url = new URL(c.req.url);
    let body = replace(await c.res.text()).replaceAll("{{PAGE_ORIGIN}}", url.origin);
    const lang = url.searchParams.get("lang");
    if (lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) body = body.replace('<html lang="en">', `<html lang="${lang}">`);
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    // Assigning c.res merges the old response's headers into the new one, its stale
    // Content-Length included (a longer body would be cut, a shorter one hang): drop it first.
    c.res = undefined;
    c.res = new Response(body, { status: 200, headers });
  };
}

const withApi = (html: string) => html.replaceAll("{{API_ORIGIN}}", apiOrigin);

/** The Content-Security-Policy docs/embedding.md tells partners to set, for our origin. */
const guidePolicy = /^Content-Security-Policy: (.+)$/m
  .exec(readFileSync("docs/embedding.md", "utf8"))?.[1]
  ?.replaceAll(SITE_PLACEHOLDER, apiOrigin);

/** docs/ is served under the guide's own policy: its example page has to work there. */
const underGuidePolicy: MiddlewareHandler = async function underGuidePolicy(c, next) {
  await next();
  if (guidePolicy) c.res.headers.set("content-security-policy", guidePolicy);
};

const app = new Hono()
  .use("*", async (c, next) => {
    await next();
    c.res.headers.set("cache-control", "no-store");
  })
  .use(
    "/docs/*",
    underGuidePolicy,
    placeholders((html) => withApi(html).replaceAll(SITE_PLACEHOLDER, apiOrigin)),
    serveStatic({ root: "docs", rewriteRequestPath: (path) => path.slice("/docs".length) }),
  )
  .use("*", placeholders(withApi), serveStatic({ root }))
  .notFound((c) => c.text("not found", 404));

serve({ fetch: app.fetch, port: Number(portArg), hostname: "127.0.0.1" }, () =>
  console.log(`static ${resolve(dirArg)} on http://localhost:${portArg}`),
);
