import { validateInquiry } from "../../../contract/index.ts";
import { findInquiryIdByIdempotencyKey, insertInquiryWithOutbox } from "../../db/inquiries.ts";
import { renderInquiryAcknowledgement, renderInquiryNotification } from "../../mail/templates.ts";
import { leadRoute } from "../shared.ts";

/**
 * `POST /api/inquiries`: a questionnaire submission becomes a `project_inquiries` row, a
 * mail to the agency, an acknowledgement to the visitor and an `inquiry.created` webhook call per URL.
 */
export const inquiries = leadRoute({
  prefix: "inq",
  validate: validateInquiry,
  findByIdempotencyKey: findInquiryIdByIdempotencyKey,
  mails: (inquiry, meta, config) => [
    { channel: "mail", kind: "inquiry_notification", leadId: meta.id, message: renderInquiryNotification(inquiry, meta, config) },
    { channel: "mail", kind: "inquiry_acknowledgement", leadId: meta.id, message: renderInquiryAcknowledgement(inquiry, meta, config) },
  ],
  event: "inquiry.created",
  store: insertInquiryWithOutbox,
});
