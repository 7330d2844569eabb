/** Leads as the API accepts them, for every reader's tests, so a new contract field is added to the tests once. */

import { emptyInquiry, type InquiryField } from "../inquiry/fields.ts";
import type { Inquiry } from "../inquiry/wire.ts";
import type { Referral } from "../referral/wire.ts";

/** A German referral (Max recommends Eva of Beispiel AG, confirmed); spread to change one field. */
export const sampleReferral: Readonly<Referral> = {
  name: "Max",
  email: "max@example.com",
  companyName: "",
  referralName: "Eva",
  referralEmail: "eva@example.org",
  referralCompany: "Beispiel AG",
  confirmed: true,
  locale: "de",
  partner: "",
};

/** A German inquiry with markup and quotes in name and description (what a mail must escape), the rest unanswered. */
export const markupInquiry: Readonly<Inquiry> = {
  // Each unnamed field is "", which every field's type allows.
  ...(emptyInquiry as Pick<Inquiry, InquiryField>),
  projectType: "prototype",
  projectDescription: "<img src=x onerror=alert(1)>\r\nZeile zwei",
  companyName: 'Müller & Söhne "GmbH"',
  name: "Jörg 'JJ' <Müller>",
  email: "joerg@example.at",
  locale: "de",
  partner: "",
};

/** The mail metadata of a lead stored 2026-05-04 10:00 Vienna time, in German, from no particular page. */
export const sampleMeta = { id: "inq_aaaaaaaaaaaaaaaa", createdAt: "2026-05-04T08:00:00.000Z", locale: "de", source: "" };
