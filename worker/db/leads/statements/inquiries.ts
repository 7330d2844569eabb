/** A project inquiry as its `project_inquiries` row stores it. */

import { type InquiryColumn, inquiryColumnFields } from "../../../../contract/inquiry/columns.ts";
import type { Inquiry } from "../../../../contract/inquiry/wire.ts";
import { inquiryLifecycle } from "../../../../contract/lead/lifecycles.ts";
import { attributionColumns, hiddenFieldsColumn } from "./attribution.ts";
import type { LeadColumns, LeadRow } from "./lead-row.ts";

/** A `project_inquiries` row: the questionnaire's answers (a column per field of `inquiryColumnFields`). */
export interface InquiryRow extends LeadRow, Record<InquiryColumn, string> {
  status: string;
  status_changed_at: string | null;
  /** The attribution as JSON, NULL when none was sent. */
  attribution: string | null;
  /** The hidden fields as a JSON object, NULL when none were sent. */
  hidden_fields: string | null;
  /** The utm_campaign (else the first touch's), '' when none. */
  campaign: string;
}

/**
 * The inquiry's own columns; `insertLeadStatement` (../d1/leads.ts) adds the ones every lead has.
 * The booking token comes from the caller: minting it is the booking domain's business, and
 * the statements stay below that layer.
 */
export function inquiryColumns(inquiry: Inquiry, bookingToken: string): LeadColumns {
  return {
    ...Object.fromEntries(Object.entries(inquiryColumnFields).map(([column, field]) => [column, inquiry[field]])),
    ...attributionColumns(inquiry.attribution),
    ...hiddenFieldsColumn(inquiry.hiddenFields),
    booking_token: bookingToken,
    status: inquiryLifecycle.initial,
  };
}
