import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { Config } from "../config.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

/** An Origin the API accepts state-changing requests from: the site's own (SITE_URL) or a listed partner's. */
export function isAllowedOrigin(config: Config, origin: string): boolean {
  return config.siteOrigins.has(origin) || config.allowedOrigins.has(origin);
}

// Hono's `cors` is told to echo every Origin, allowed or not, and the allow-list stays
// ours (`refuseForeignOrigins`): a refused origin's preflight must pass and its 403 must
// be readable, or the browser hands the widget a bare network error and the partner
// chases a server that is up instead of the `ALLOWED_ORIGINS` entry that is missing. An
// `origin` option over the allow-list would leave out exactly those headers, and `cors`
// cannot refuse a request by itself.
const corsHeaders = cors({
  origin: (origin) => origin || null,
  allowMethods: ["GET", "POST", "OPTIONS"],
  allowHeaders: ["Content-Type", "Idempotency-Key"],
  exposeHeaders: ["Retry-After", "Idempotent-Replayed"],
  maxAge: 86400,
});

/**
 * Every request from an origin outside the allow-list (reads too: config, free times) is
 * refused with `403 origin_not_allowed` before its body is read, so nothing is stored or
 * disclosed. The site's own origin comes from `SITE_URL`, never from the request's URL or
 * Host header (a client chooses those: `Host: evil.example` with a matching Origin would
 * otherwise pass); the partner origins of `ALLOWED_ORIGINS` are allowed too. Requests
 * without Origin (curl, server-to-server) pass: CORS protects browsers, not the API.
 */
function refuseForeignOrigins(): MiddlewareHandler<AppEnv> {
  return async function refuseForeignOrigins(c, next) {
    const origin = c.req.header("Origin");
    if (origin !== undefined && !isAllowedOrigin(c.var.config, origin)) {
      c.header("Cache-Control", "no-store");
      return apiError(c, 403, "origin_not_allowed");
    }
    await next();
  };
}

/**
 * CORS (Hono's, on error answers too: a partner's widget has to read the error code to show
 * the message) and the Origin check, in one place because they must agree.
 *
 * @example app.use("/api/*", ...originGuard())
 * @see https://fetch.spec.whatwg.org/#http-cors-protocol
 */
export function originGuard(): MiddlewareHandler<AppEnv>[] {
  return [corsHeaders, refuseForeignOrigins()];
}

/** Where a submission came from, as far as the server can vouch for it. */
export interface Attribution {
  /**
   * What is stored as the row's `source`: the partner id the agency assigned to the
   * request's Origin, else that origin (our own site: SITE_URL's origin), else "" (no
   * Origin: a client outside a browser, which could claim anything).
   */
  source: string;
  /** The partner id of the Origin's `ALLOWED_ORIGINS` entry, else "". */
  partner: string;
  /** The request came from the site's own pages. */
  ownSite: boolean;
}

/**
 * The attribution of a request, derived from its Origin alone. A browser sets Origin and
 * a page cannot change it, so a partner's page cannot pass its leads off as another
 * partner's (the `partner` a widget puts in the body is never trusted). Only meaningful
 * after `originGuard`, which has already refused every origin not allowed.
 */
export function attributionOf(config: Config, origin: string | undefined): Attribution {
  if (origin === undefined) return { source: "", partner: "", ownSite: false };
  if (config.siteOrigins.has(origin)) return { source: config.siteOrigin ?? origin, partner: "", ownSite: true };
  const partner = config.allowedOrigins.get(origin);
  if (partner === undefined) return { source: "", partner: "", ownSite: false };
  return { source: partner ?? origin, partner: partner ?? "", ownSite: false };
}

/** `attributionOf` for the request at hand. */
export function requestAttribution(c: Context<AppEnv>): Attribution {
  return attributionOf(c.var.config, c.req.header("Origin"));
}
