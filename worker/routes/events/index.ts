import { type Context, Hono } from "hono";
import { impliedEvents, validateFunnelEvent } from "../../../contract/funnel/wire.ts";
import { MAX_EVENT_BODY_BYTES } from "../../../contract/limits.ts";
import { countFunnelEvents, openingEventsToCount } from "../../db/visitors/d1/funnel.ts";
import { databaseUnavailable, invalidInput, methodNotAllowed } from "../../http/answers.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { bodyText, jsonBody, requireJson } from "../../middleware/body.ts";
import { requestAttribution } from "../../middleware/origin.ts";
import { rateLimit, rateLimited, withinRateLimit } from "../../middleware/rate-limit.ts";

/**
 * What the event is counted under. On our own site the page path the widget reports (the
 * funnel per page); anything else it claims there is ignored for the site's origin. From a
 * partner's page the partner id of its verified Origin, else that origin: the `source` in
 * the body (the widget's `partner` attribute) is never trusted, so one partner cannot
 * inflate or spoil another's numbers. Without an Origin (not a browser) only a path is kept.
 */
export function funnelSource(c: Context<AppEnv>, claimed: string): string {
  const from = requestAttribution(c);
  const path = claimed.startsWith("/") ? claimed : "";
  if (from.ownSite) return path || from.source;
  return from.source || path;
}

/**
 * `POST /api/events`: one questionnaire funnel event (`{ event, step?, source, lang, opening? }`)
 * added to its UTC day's counter under `funnelSource`, answered 204. Nothing about the
 * visitor is stored: the rate limiter sees the address, the table never does, and there
 * is no row per event.
 *
 * `text/plain` is accepted next to JSON because the widget sends with
 * `navigator.sendBeacon`: a cross-origin beacon never preflights, so it can only carry a
 * CORS-safelisted type. The Origin check (for all of /api/*) still applies, as for leads.
 *
 * With an `opening` id (random, per opening of the questionnaire) an event counts at most
 * once per opening and step, a step, submit or fail only for an opening that was opened
 * (also when it arrives before the `open`: it counts when the `open` does), a step also
 * counts the steps below it, and a client opens at most `OPENING_RATE_LIMITER` openings a minute. Events without one
 * (widgets before the id) are bounded by the events budget alone.
 */
export const events = new Hono<AppEnv>()
  .post(
    "/",
    requireJson(["application/json", "text/plain"]),
    bodyText(MAX_EVENT_BODY_BYTES),
    rateLimit("events"),
    jsonBody(),
    async function countEvent(c) {
      const result = validateFunnelEvent(c.var.body);
      if (!result.ok) return invalidInput(c, result);
      const { opening, ...fields } = result.value;
      if (opening && fields.event === "open" && !(await withinRateLimit(c, "openings"))) return rateLimited(c);
      try {
        const now = new Date().toISOString();
        // The booking was counted once, when it was stored and the lead's status changed.
        if (fields.event === "booked") return c.body(null, 204);
        const event = { ...fields, source: funnelSource(c, fields.source) };
        // An opening's events count per opening, whatever order its beacons arrive in.
        const counted = opening
          ? await openingEventsToCount(c.env.DB, opening, impliedEvents(fields.event, fields.step ?? 0), now)
          : [{ event: fields.event, step: fields.step ?? 0 }];
        await countFunnelEvents(
          c.env.DB,
          counted.map((e) => ({ ...event, event: e.event, step: e.step || undefined })),
          now.slice(0, 10),
        );
      } catch (err) {
        return databaseUnavailable(c, "counting a funnel event", err);
      }
      return c.body(null, 204);
    },
  )
  .all("/", methodNotAllowed("POST, OPTIONS"));
