import type { Inquiry } from "../../contract/index.ts";
import { newBookingToken } from "../booking/token.ts";
import { attributionColumns, hiddenFieldsColumn } from "./attribution.ts";
import type { LeadColumns, LeadRow } from "./leads.ts";

/** A `project_inquiries` row: the questionnaire's answers. */
export interface InquiryRow extends LeadRow {
  project_type: string;
  project_description: string;
  project_timeline: string;
  company_name: string;
  company_size: string;
  industry: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  salutation: string;
  contact_role: string;
  first_need: string;
  status: string;
  status_changed_at: string | null;
  /** The attribution as JSON, NULL when none was sent. */
  attribution: string | null;
  /** The hidden fields as a JSON object, NULL when none were sent. */
  hidden_fields: string | null;
  /** The utm_campaign (else the first touch's), '' when none. */
  campaign: string;
}

/** The inquiry's own columns; `insertLeadWithOutbox` adds the ones every lead has. */
export function inquiryColumns(inquiry: Inquiry): LeadColumns {
  return {
    project_type: inquiry.projectType,
    project_description: inquiry.projectDescription,
    project_timeline: inquiry.projectTimeline,
    company_name: inquiry.companyName,
    company_size: inquiry.companySize,
    industry: inquiry.industry,
    contact_name: inquiry.name,
    contact_email: inquiry.email,
    contact_phone: inquiry.phone,
    salutation: inquiry.salutation,
    contact_role: inquiry.role,
    first_need: inquiry.firstNeed,
    ...attributionColumns(inquiry.attribution),
    ...hiddenFieldsColumn(inquiry.hiddenFields),
    booking_token: newBookingToken(),
  };
}

export async function readInquiry(db: D1Database, id: string): Promise<InquiryRow | null> {
  return db.prepare("SELECT * FROM project_inquiries WHERE id = ?1").bind(id).first<InquiryRow>();
}
