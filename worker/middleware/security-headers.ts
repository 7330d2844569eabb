/**
 * The security headers every API answer carries, through Hono's `secureHeaders`.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders as honoSecureHeaders } from "hono/secure-headers";

type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof honoSecureHeaders>[0]>["permissionsPolicy"]>;

// Hono's typed feature list lacks `interest-cohort` (FLoC's opt-out); it still writes any
// camelCase key as the header's kebab-case name.
const permissionsPolicy = { camera: [], microphone: [], geolocation: [], interestCohort: [] } as PermissionsPolicy;

// JSON never needs to load anything, be framed or leak a referrer. Hono's other defaults
// (CORP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, ...) are off: none of them protects
// a JSON answer, and partners' widgets are built against the headers as they are.
const strictJson = honoSecureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  xContentTypeOptions: "nosniff",
  xFrameOptions: "DENY",
  referrerPolicy: "no-referrer",
  crossOriginOpenerPolicy: "same-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  permissionsPolicy,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // A route that answers HTML (the newsletter link pages) brings its own CSP and
  // Referrer-Policy; everything else gets the strict JSON defaults.
  overwrite: false,
});

/**
 * Security headers on every API answer, errors and redirects included, plus `Cache-Control:
 * no-store` unless the route set its own: answers carry lead ids and must not sit in shared caches.
 *
 * @example app.use("/api/*", securityHeaders())
 */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await strictJson(c, next);
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  };
}
