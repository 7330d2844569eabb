/** `/api/inquiries`: the questionnaire's lead route. */
import type { Context } from "hono";
import { BOOKING_STEP_PARAM, BOOKING_STEP_VALUE } from "../../../contract/booking/step.ts";
import { validateInquiry } from "../../../contract/inquiry/wire.ts";
import { newBookingToken } from "../../booking/token.ts";
import { inquiryColumns } from "../../db/leads/statements/inquiries.ts";
import { leadTables } from "../../db/leads/statements/lead-tables.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { leadRoute } from "../../leads/pipeline.ts";
import type { AnswerHook } from "../../lib/store-once.ts";
import { renderInquiryAcknowledgement, renderInquiryNotification } from "../../mail/inquiry-mails.ts";

/**
 * The inquiry's booking token in its 201 (`{ id, bookingToken }`): the one stored, so an
 * idempotent replay answers the same token as the first submission. A honeypot hit stored
 * nothing and gets a token that proves nothing, like its id.
 */
const withBookingToken: AnswerHook = {
  columns: ["booking_token"],
  body: (row) => ({ bookingToken: typeof row?.booking_token === "string" ? row.booking_token : newBookingToken() }),
};

/**
 * Seconds to hold the acknowledgement: `ackHoldSeconds` when the questionnaire goes on to the
 * booking step (it says so in the URL) and scheduling is on, else 0. A booking replaces the
 * held mail; otherwise it goes out when the step ends or the hold does.
 */
function acknowledgementHold(c: Context<AppEnv>): number {
  const config = c.var.config;
  return config.scheduling && c.req.query(BOOKING_STEP_PARAM) === BOOKING_STEP_VALUE ? config.ackHoldSeconds : 0;
}

/**
 * `POST /api/inquiries`: a questionnaire submission becomes a `project_inquiries` row, a
 * mail to the agency, an acknowledgement to the visitor and an `inquiry.created` webhook call per URL.
 */
export const inquiries = leadRoute({
  ...leadTables.inquiries,
  validate: validateInquiry,
  columns: (value) => inquiryColumns(value, newBookingToken()),
  mails: [
    { kind: "inquiry_notification", render: renderInquiryNotification },
    { kind: "inquiry_acknowledgement", render: renderInquiryAcknowledgement, acknowledgement: true },
  ],
  acknowledge: (value) => value.email,
  event: "inquiry.created",
  answer: withBookingToken,
  holdAcknowledgement: acknowledgementHold,
});
