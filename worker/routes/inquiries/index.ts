import { validateInquiry } from "../../../contract/index.ts";
import { inquiryColumns } from "../../db/inquiries.ts";
import { leadRoute } from "../../leads/pipeline.ts";
import { renderInquiryAcknowledgement, renderInquiryNotification } from "../../mail/templates.ts";

/**
 * `POST /api/inquiries`: a questionnaire submission becomes a `project_inquiries` row, a
 * mail to the agency, an acknowledgement to the visitor and an `inquiry.created` webhook call per URL.
 */
export const inquiries = leadRoute({
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
});
