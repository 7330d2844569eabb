/**
 * The agency's mail shows a lead's fields as staff read them in the CLI and the inbox: each
 * field by the contract's label, each value by the contract's staff reading of it.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { inquiryColumnFields } from "../../contract/inquiry/columns.ts";
import { inquiryFieldLabels, type OptionField, optionFields } from "../../contract/inquiry/field-labels.ts";
import { emptyInquiry, inquiryFields, inquirySteps } from "../../contract/inquiry/fields.ts";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import { staffColumnLabels } from "../../contract/lead/columns/labels.ts";
import { columnText } from "../../contract/lead/columns/text.ts";
import { type AgencyLocale, agencyLocales } from "../../contract/locales.ts";
import { referralColumnFields } from "../../contract/referral/columns.ts";
import { sampleReferral as referral } from "../../contract/testing/leads.ts";
import { mailI18n } from "./i18n.ts";
import { leadRows } from "./lead-rows.ts";

const inquiry = {
  ...emptyInquiry,
  projectType: "mvp",
  projectDescription: "A shop\nwith <b>carts</b>",
  companyName: "Acme",
  companySize: "501+",
  name: "Anna Huber",
  email: "anna@acme.at",
  locale: "en",
  partner: "",
} as Inquiry;

/**
 * A stored lead as staff read it, through the contract's staff labels the CLI and the inbox
 * read (scripts/leads/labels.ts, staff/): each column by its field label, each value as staff read it.
 */
function staffRows(i18n: I18n, locale: AgencyLocale, table: "inquiries" | "referrals", lead: Record<string, unknown>) {
  const fields: Readonly<Record<string, string>> = table === "inquiries" ? inquiryColumnFields : referralColumnFields;
  const labels: Readonly<Record<string, MessageDescriptor>> = staffColumnLabels[table];
  return Object.entries(fields).map(([column, field]) => [
    Object.hasOwn(labels, column) ? i18n._(labels[column]!) : undefined,
    columnText(i18n, column, { [column]: lead[field] }, { locale, siteOrigins: new Set() }) ?? String(lead[field] ?? ""),
  ]);
}

describe("a lead's rows in the agency's mail", () => {
  it("name every field of the form in its order, by the contract's label, each once", () => {
    const i18n = mailI18n("en");
    const labels = leadRows(i18n, "inquiries", inquiry).map(([label]) => label);
    const formOrder = inquirySteps.flatMap((step) => inquiryFields[step]);
    expect(labels).toEqual(formOrder.map((field) => i18n._(inquiryFieldLabels[field])));
    expect(labels).toContain("Project description");
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("read a choice as the label the visitor saw, an unanswered one as nothing, and text as typed", () => {
    const rows = new Map(leadRows(mailI18n("en"), "inquiries", inquiry));
    expect(rows.get("Company size")).toBe("More than 500 employees");
    expect(rows.get("Timeline")).toBe("");
    expect(rows.get("Project description")).toBe("A shop\nwith <b>carts</b>");
  });

  it("read a flag as yes or no in the mail's language, never as its stored value", () => {
    expect(leadRows(mailI18n("de"), "referrals", referral).at(-1)).toEqual(["Mit Kontaktaufnahme einverstanden", "ja"]);
    expect(leadRows(mailI18n("en"), "referrals", referral).at(-1)?.[1]).toBe("yes");
  });

  it("are the staff's label and value for every choice, the flag and free text, in every staff language", () => {
    let compared = 0;
    for (const locale of agencyLocales) {
      const i18n = mailI18n(locale);
      for (const field of Object.keys(optionFields) as OptionField[]) {
        for (const value of optionFields[field].values) {
          const lead = { ...inquiry, [field]: value };
          expect(leadRows(i18n, "inquiries", lead), `${locale} ${field}=${value}`).toEqual(staffRows(i18n, locale, "inquiries", lead));
          compared += 1;
        }
      }
      expect(leadRows(i18n, "referrals", referral)).toEqual(staffRows(i18n, locale, "referrals", referral));
    }
    expect(compared).toBeGreaterThan(20);
  });
});
