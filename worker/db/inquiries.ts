import type { Inquiry } from "../../contract/index.ts";
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
  };
}

export async function readInquiry(db: D1Database, id: string): Promise<InquiryRow | null> {
  return db.prepare("SELECT * FROM project_inquiries WHERE id = ?1").bind(id).first<InquiryRow>();
}
