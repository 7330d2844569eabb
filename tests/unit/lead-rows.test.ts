/**
 * The agency's mail shows a lead's fields as the staff CLI (and the inbox, which reads the
 * same contract helpers) does: for every choice value, the flag and free text, the mail's
 * row is the CLI's label and value, in each language staff work in.
 */
import { describe, expect, it } from "vitest";
import type { Inquiry } from "../../contract/inquiry.ts";
import { inquiryColumnFields } from "../../contract/inquiry-columns.ts";
import { emptyInquiry } from "../../contract/inquiry-fields.ts";
import { type OptionField, optionFields } from "../../contract/option-labels.ts";
import { agencyLocales } from "../../contract/options.ts";
import type { Referral } from "../../contract/referral.ts";
import { referralColumnFields } from "../../contract/referral-columns.ts";
import { labeller } from "../../scripts/leads/labels.ts";
import { leadRows } from "../../worker/mail/lead-rows.ts";

const inquiry = { ...emptyInquiry, projectDescription: "A <b>shop</b>", companyName: "Acme", name: "Anna", email: "a@b.at" } as Inquiry;
const referral: Referral = {
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

/** The CLI's reading of a stored lead: each column by its field label, each value as staff read it. */
async function cliRows(locale: (typeof agencyLocales)[number], table: "inquiries" | "referrals", lead: Record<string, unknown>) {
  const reader = await labeller(locale);
  const fields: Readonly<Record<string, string>> = table === "inquiries" ? inquiryColumnFields : referralColumnFields;
  return Object.entries(fields).map(([column, field]) => [
    reader.field(table, column),
    reader.value(column, lead[field]) ?? String(lead[field] ?? ""),
  ]);
}

describe("a lead's rows in the agency's mail", () => {
  it("are the CLI's label and value for every choice, the flag and free text, in every staff language", async () => {
    let compared = 0;
    for (const locale of agencyLocales) {
      const { i18n } = await labeller(locale);
      for (const field of Object.keys(optionFields) as OptionField[]) {
        for (const value of optionFields[field].values) {
          const lead = { ...inquiry, [field]: value };
          expect(leadRows(i18n, "inquiries", lead), `${locale} ${field}=${value}`).toEqual(await cliRows(locale, "inquiries", lead));
          compared += 1;
        }
      }
      expect(leadRows(i18n, "referrals", referral)).toEqual(await cliRows(locale, "referrals", referral));
    }
    expect(compared).toBeGreaterThan(20);
  });
});
