import type { InquiryRow } from "../../db/leads/statements/inquiries.ts";
import { unansweredInquiryColumns } from "../../db/testing/rows.ts";

/** A stored inquiry whose call is booked: German, with markup in its description, a salutation and a phone. */
export function bookedInquiryRow(overrides: Partial<InquiryRow> = {}): InquiryRow {
  return {
    id: "inq_aaaaaaaaaaaaaaaa",
    created_at: "2026-05-04T08:00:00.000Z",
    locale: "de",
    source: "",
    idempotency_key: null,
    idempotency_body_hash: null,
    ...unansweredInquiryColumns,
    project_type: "prototype",
    project_description: `<b>Portal</b> für Händler\r\n${"x".repeat(300)}`,
    company_name: "Steinbichler & Co",
    contact_name: "Mag. Andrea Steinbichler",
    contact_email: "andrea@example.at",
    contact_phone: "+43 1 234 5678",
    salutation: "ms",
    contact_role: "Head of Digital",
    status: "booked",
    status_changed_at: null,
    attribution: null,
    hidden_fields: null,
    campaign: "",
    ...overrides,
  };
}
