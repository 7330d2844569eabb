import type { MiddlewareHandler } from "hono";

// JSON never needs to load anything, be framed or leak a referrer.
const headers: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/**
 * Security headers on every API answer, errors and redirects included. Also `no-store`:
 * answers carry lead ids and must not sit in shared caches.
 *
 * @example app.use("/api/*", securityHeaders())
 * @see https://owasp.org/www-project-secure-headers/
 */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    // A route that answers HTML (the newsletter link pages) brings its own CSP and
    // Referrer-Policy; everything else gets the strict JSON defaults.
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  };
}
