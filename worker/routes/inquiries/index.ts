import { Hono, type MiddlewareHandler } from "hono";
import { validateInquiry } from "../../../contract/index.ts";
import { newBookingToken } from "../../booking/token.ts";
import { inquiryColumns, readBookingToken } from "../../db/inquiries.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { leadRoute } from "../../leads/pipeline.ts";
import { renderInquiryAcknowledgement, renderInquiryNotification } from "../../mail/templates.ts";

/**
 * Adds the inquiry's booking token to its 201 (`{ id, bookingToken }`), read from the
 * stored row, so an idempotent replay answers the same token as the first submission. A
 * honeypot hit stored nothing and gets a token that proves nothing, like its id.
 */
function withBookingToken(): MiddlewareHandler<AppEnv> {
  return async function withBookingToken(c, next) {
    await next();
    if (c.res.status !== 201) return;
    const answer = (await c.res.clone().json()) as { id?: unknown };
    if (typeof answer.id !== "string") return;
    const bookingToken = (await readBookingToken(c.env.DB, answer.id).catch(() => null)) ?? newBookingToken();
    const headers = new Headers(c.res.headers);
    c.res = undefined;
    c.res = new Response(JSON.stringify({ ...answer, bookingToken }), { status: 201, headers });
  };
}

/**
 * `POST /api/inquiries`: a questionnaire submission becomes a `project_inquiries` row, a
 * mail to the agency, an acknowledgement to the visitor and an `inquiry.created` webhook call per URL.
 */
export const inquiries = new Hono<AppEnv>().use("/", withBookingToken()).route(
  "/",
  leadRoute({
    prefix: "inq",
    table: "project_inquiries",
    validate: validateInquiry,
    columns: inquiryColumns,
    mails: [
      { kind: "inquiry_notification", render: renderInquiryNotification },
      { kind: "inquiry_acknowledgement", render: renderInquiryAcknowledgement, acknowledgement: true },
    ],
    acknowledge: (value) => value.email,
    event: "inquiry.created",
  }),
);
