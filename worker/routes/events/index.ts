/** `/api/events`: the questionnaire's funnel beacons, counted per UTC day without storing anything about the visitor. */
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
 * What the event is counted under: on our own site the page path the widget reports, else
 * the verified Origin's partner id or origin. The body's claim is never trusted beyond a
 * path, so one partner cannot inflate or spoil another's numbers.
 */
export function funnelSource(c: Context<AppEnv>, claimed: string): string {
  const from = requestAttribution(c);
  const path = claimed.startsWith("/") ? claimed : "";
  if (from.ownSite) return path || from.source;
  return from.source || path;
}

/**
 * `POST /api/events`: adds one funnel event (`{ event, step?, source, lang, opening? }`) to
 * its UTC day's counter under `funnelSource` and answers 204. `text/plain` is accepted
 * because `navigator.sendBeacon` cannot send JSON cross-origin without a preflight.
 *
 * With an `opening` id an event counts at most once per opening and step, and only for an
 * opening that was opened (whatever order the beacons arrive in); a step also counts the
 * steps below it, and opens are limited by the `openings` budget. Events without an id
 * are bounded by the `events` budget alone.
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
