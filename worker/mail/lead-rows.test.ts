import { describe, expect, it } from "vitest";
import type { Inquiry } from "../../contract/inquiry.ts";
import { emptyInquiry } from "../../contract/inquiry-fields.ts";
import type { Referral } from "../../contract/referral.ts";
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

describe("a lead's rows in the agency's mail", () => {
  it("name every field of the form in its order, by the contract's label, each once", () => {
    const labels = leadRows(mailI18n("en"), "inquiries", inquiry).map(([label]) => label);
    expect(labels.slice(0, 4)).toEqual(["Project type", "Project description", "Timeline", "Company name"]);
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
});
