/** The Worker's Hono app: the public API, the staff inbox, and the assets fallback. */
import { Hono } from "hono";
import { apiPaths } from "../contract/limits.ts";
import { isD1Error } from "./db/system/statements/errors.ts";
import { apiError, databaseUnavailable, methodNotAllowed } from "./http/answers.ts";
import type { AppEnv } from "./http/app-env.ts";
import { originGuard } from "./middleware/origin.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { settings } from "./middleware/settings.ts";
import { bookingStep } from "./routes/booking-step/index.ts";
import { calcomWebhook } from "./routes/calcom-webhook/index.ts";
import { config } from "./routes/config/index.ts";
import { consents } from "./routes/consents/index.ts";
import { events } from "./routes/events/index.ts";
import { health } from "./routes/health/index.ts";
import { inquiries } from "./routes/inquiries/index.ts";
import { newsletter } from "./routes/newsletter/index.ts";
import { referrals } from "./routes/referrals/index.ts";
import { staffApi } from "./routes/staff/index.ts";
import { staffPages } from "./routes/staff/pages.ts";

/**
 * The whole HTTP surface. In production only `/api/*` and `/staff*` reach it (wrangler.toml
 * `run_worker_first`); the assets binding answers everything else first.
 */
export function createApp() {
  const app = new Hono<AppEnv>();

  // The staff inbox has its own checks (Access, our own Origin only, no CORS at all): it is
  // mounted first, so the public API's partner-friendly CORS never answers for it.
  app.route("/api/staff", staffApi);
  app.route("/staff", staffPages);

  app.use("/api/*", settings(), securityHeaders(), ...originGuard());

  app.route(apiPaths.health, health);
  app.all(apiPaths.health, methodNotAllowed("GET, HEAD"));
  app.route(apiPaths.inquiries, inquiries);
  app.route(apiPaths.referrals, referrals);
  app.route(apiPaths.newsletter, newsletter);
  app.route(apiPaths.consents, consents);
  app.route(apiPaths.events, events);
  app.route(apiPaths.config, config);
  app.route(apiPaths.bookings, calcomWebhook);
  app.route(apiPaths.booking, bookingStep);

  app.notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith("/api/")) return apiError(c, 404, "not_found");
    return c.env.ASSETS.fetch(c.req.raw);
  });

  app.onError((err, c) => {
    // A D1 failure no route answered itself (the staff API reads and writes without a
    // catch of its own): 503, which says "try again", as every route that catches says it.
    if (isD1Error(err)) return databaseUnavailable(c, `${c.req.method} ${new URL(c.req.url).pathname}`, err);
    console.error("unhandled error", err);
    return apiError(c, 500, "internal");
  });

  return app;
}
