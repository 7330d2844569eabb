/**
 * Where each questionnaire field is stored in `project_inquiries` and what it holds of a person
 * (a choice holds only our values). Apart from fields.ts so the widget does not download it.
 */

import type { PersonalMatch } from "../lead/personal-match.ts";
import type { InquiryField, inquiryFieldDeclarations } from "./fields.ts";

type Declared = typeof inquiryFieldDeclarations;

/** A field's storage: a text field must say what its column holds of a person. */
type Storage = {
  [F in InquiryField]: Declared[F] extends { text: string } ? { column: string; personal: PersonalMatch } : { column: string };
};

/** Each field's column, in the form's order; a field of the form missing here fails typecheck. */
export const inquiryFieldStorage = {
  projectType: { column: "project_type" },
  projectDescription: { column: "project_description", personal: "free-text" },
  projectTimeline: { column: "project_timeline" },
  companyName: { column: "company_name", personal: "free-text" },
  companySize: { column: "company_size" },
  industry: { column: "industry", personal: "free-text" },
  salutation: { column: "salutation" },
  name: { column: "contact_name", personal: "name" },
  email: { column: "contact_email", personal: "address" },
  phone: { column: "contact_phone", personal: "detail" },
  role: { column: "contact_role", personal: "free-text" },
  firstNeed: { column: "first_need" },
} as const satisfies Storage;

/** A `project_inquiries` column that holds a questionnaire answer. */
export type InquiryColumn = (typeof inquiryFieldStorage)[InquiryField]["column"];

const stored = Object.entries(inquiryFieldStorage) as [InquiryField, { column: InquiryColumn; personal?: PersonalMatch }][];

/** Which `project_inquiries` column holds which field, in the form's order. */
export const inquiryColumnFields: Readonly<Record<InquiryColumn, InquiryField>> = Object.fromEntries(
  stored.map(([field, d]) => [d.column, field]),
) as Record<InquiryColumn, InquiryField>;

/** What each answer's column holds of a person: a choice holds only our own values. */
export const inquiryColumnMatches: Readonly<Record<InquiryColumn, PersonalMatch>> = Object.fromEntries(
  stored.map(([, d]) => [d.column, d.personal ?? "none"]),
) as Record<InquiryColumn, PersonalMatch>;
