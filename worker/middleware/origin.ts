/**
 * CORS and the Origin allow-list for /api/*, and the attribution (source, partner) a
 * request's verified Origin gives its lead.
 */
import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { Config } from "../config.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

/** An Origin the API accepts state-changing requests from: the site's own (SITE_URL) or a listed partner's. */
function isAllowedOrigin(config: Config, origin: string): boolean {
  return config.siteOrigins.has(origin) || config.allowedOrigins.has(origin);
}

// `cors` echoes every Origin and the allow-list is checked separately: a refused origin's
// 403 must be readable, or the widget sees a bare network error instead of the missing
// `ALLOWED_ORIGINS` entry.
const corsHeaders = cors({
  origin: (origin) => origin || null,
  allowMethods: ["GET", "POST", "OPTIONS"],
  allowHeaders: ["Content-Type", "Idempotency-Key"],
  exposeHeaders: ["Retry-After", "Idempotent-Replayed"],
  maxAge: 86400,
});

/**
 * Answers 403 `origin_not_allowed`, before the body is read, to any request whose Origin
 * is neither the site's (from SITE_URL, never from Host, which a client chooses) nor a
 * listed partner's. Requests without Origin pass: CORS protects browsers, not the API.
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
 * CORS headers (on error answers too, so a widget can read the code) and the Origin check,
 * together because they must agree.
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
 * The attribution of a request, from its Origin alone: a page cannot change Origin, so it
 * cannot pass its leads off as another partner's. Only meaningful after `originGuard`.
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
