/**
 * Leads as the API accepts them, for the tests of every side that reads one (mails, CLI,
 * inbox): one referral here, so a field added to the contract is added to the tests once.
 */
import type { Referral } from "../referral.ts";

/**
 * A German referral by Max, who recommends Eva of Beispiel AG and confirmed that she may be
 * contacted; spread it with `locale` or any other field to change that field alone.
 */
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
