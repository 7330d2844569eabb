import { describe, expect, it } from "vitest";
import { flagColumns } from "../lead/columns/labels.ts";
import { referralFieldStorage } from "./columns.ts";
import {
  emptyReferral,
  isRequiredReferralField,
  type ReferralField,
  referralFieldDeclarations,
  referralFieldOrder,
  referralFields,
} from "./fields.ts";
import { validateReferralForm } from "./rules.ts";

const referral = {
  name: "Max Muster",
  email: "max@example.com",
  companyName: "Muster GmbH",
  referralName: "Eva Beispiel",
  referralEmail: "eva@example.org",
  referralCompany: "Beispiel AG",
  confirmed: true,
  locale: "de",
  partner: "",
};

describe("the referral form's field table", () => {
  const declared = Object.entries(referralFieldDeclarations) as [ReferralField, (typeof referralFieldDeclarations)[ReferralField]][];

  it("lists each group's fields and the form's order in declaration order, every text field in its group once", () => {
    expect(Object.keys(referralFields)).toEqual(["referrer", "referred"]);
    expect(referralFieldOrder).toEqual(declared.map(([field]) => field));
    expect(Object.values(referralFields).flat()).toEqual(declared.filter(([, d]) => "text" in d).map(([field]) => field));
    for (const [group, fields] of Object.entries(referralFields)) {
      for (const field of fields) expect(referralFieldDeclarations[field].group, field).toBe(group);
    }
  });

  it("derives the required fields, the empty form and the flag columns from the declarations", () => {
    const required = referralFieldOrder.filter(isRequiredReferralField);
    expect(required).toEqual(declared.filter(([, d]) => "required" in d).map(([field]) => field));
    expect(required).toEqual(["name", "email", "referralName", "referralEmail", "referralCompany", "confirmed"]);
    expect(emptyReferral).toEqual({
      name: "",
      email: "",
      companyName: "",
      referralName: "",
      referralEmail: "",
      referralCompany: "",
      confirmed: false,
    });
    expect([...flagColumns]).toEqual([referralFieldStorage.confirmed.column]);
  });

  it("builds each field's rule from its declaration: required ones refuse the empty form's value, text its limit", () => {
    expect(validateReferralForm(referral).ok).toBe(true);
    for (const [field, d] of declared) {
      const empty = validateReferralForm({ ...referral, [field]: emptyReferral[field] });
      expect(empty.ok, field).toBe(!isRequiredReferralField(field));
      if ("max" in d) {
        const long = d.text === "email" ? `${"x".repeat(d.max)}@example.com` : "x".repeat(d.max + 1);
        expect(validateReferralForm({ ...referral, [field]: long }), field).toMatchObject({ ok: false, fields: { [field]: "too_long" } });
      }
    }
  });
});
