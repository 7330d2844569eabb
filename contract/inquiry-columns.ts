/**
 * The questionnaire's columns in `project_inquiries`, derived from the fields' declarations
 * for the readers of stored leads (the Worker, the staff CLI and inbox, the retention rules).
 * Apart from inquiry-fields.ts so that the widget, which never reads a column, does not
 * download these maps.
 */
import { type InquiryColumn, type InquiryField, type InquiryFieldDeclaration, inquiryFieldDeclarations } from "./inquiry-fields.ts";
import type { PersonalMatch } from "./personal-match.ts";

const declared = Object.entries(inquiryFieldDeclarations) as [InquiryField, InquiryFieldDeclaration][];

/** Which `project_inquiries` column holds which field, in the form's order. */
export const inquiryColumnFields: Readonly<Record<InquiryColumn, InquiryField>> = Object.fromEntries(
  declared.map(([field, d]) => [d.column, field]),
) as Record<InquiryColumn, InquiryField>;

/** What each answer's column holds of a person: a choice holds only our own values. */
export const inquiryColumnMatches: Readonly<Record<InquiryColumn, PersonalMatch>> = Object.fromEntries(
  declared.map(([, d]) => [d.column, "personal" in d ? d.personal : "none"]),
) as Record<InquiryColumn, PersonalMatch>;
