import { validateInquiry } from "../../../contract/index.ts";
import { findInquiryIdByIdempotencyKey, insertInquiryWithMail } from "../../db/inquiries.ts";
import { renderInquiryNotification } from "../../mail/templates.ts";
import { leadRoute } from "../shared.ts";

/** `POST /api/inquiries`: a questionnaire submission becomes a `project_inquiries` row and a mail to the agency. */
export const inquiries = leadRoute({
  prefix: "inq",
  validate: validateInquiry,
  findByIdempotencyKey: findInquiryIdByIdempotencyKey,
  notification: (inquiry, meta, config) => ({
    kind: "inquiry_notification",
    leadId: meta.id,
    message: renderInquiryNotification(inquiry, meta, config),
  }),
  store: insertInquiryWithMail,
});
