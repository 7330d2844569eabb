import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as deWidgets } from "../../locales/de/questionnaire-form.ts";
import { messages as enWidgets } from "../../locales/en/questionnaire-form.ts";
import { fieldOptions } from "../../widgets/questionnaire/questionnaire.fields.ts";
import { type OptionField, type OptionList, optionFields, optionLabel } from "./field-labels.ts";
import { inquiryFields } from "./fields.ts";
import { validateInquiry } from "./wire.ts";

const fields = Object.keys(optionFields) as OptionField[];

describe("the questionnaire's choices", () => {
  it("are the contract's, labels included: the widget renders the descriptors the mails and the CLI read", () => {
    expect(Object.keys(fieldOptions).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(fieldOptions[field], field).toBe(optionFields[field]);
  });

  it("each give every value a label with an id of its own, and only choice fields have them", () => {
    const ids = new Set<string>();
    for (const field of fields) {
      const { values, labels }: OptionList = optionFields[field];
      expect(Object.keys(labels), field).toEqual([...values]);
      for (const value of values) {
        const id = labels[value]!.id;
        expect(id, `${field}=${value}`).toBe(`option.${field}.${value}`);
        expect(ids.has(id)).toBe(false);
        ids.add(id);
      }
    }
    const all: readonly string[] = Object.values(inquiryFields).flat();
    for (const field of fields) expect(all).toContain(field);
  });

  it("are accepted by the contract's validation, landing pages included, and nothing else is", () => {
    const base = { projectDescription: "x", companyName: "Acme", name: "Anna", email: "anna@acme.at" };
    for (const field of fields) {
      for (const value of ["", ...optionFields[field].values])
        expect(validateInquiry({ ...base, [field]: value }).ok, `${field}=${value}`).toBe(true);
      expect(validateInquiry({ ...base, [field]: "webapp" })).toMatchObject({ ok: false, fields: { [field]: expect.any(String) } });
    }
    expect(optionFields.projectType.values).toContain("landing");
  });

  it("read in the widget's catalogs, in English and German", () => {
    const i18n = (locale: string, messages: Messages) => setupI18n({ locale, messages: { [locale]: messages } });
    const en = i18n("en", enWidgets);
    const de = i18n("de", deWidgets);
    expect(optionLabel(en, "projectType", "landing")).toBe("Landing page");
    expect(optionLabel(de, "projectType", "landing")).toBe("Landingpage");
    expect(optionLabel(en, "companySize", "501+")).toBe("More than 500 employees");
    expect(optionLabel(de, "companySize", "1-10")).toBe("1–10 Mitarbeitende");
    expect(optionLabel(de, "projectTimeline", "")).toBe("");
    // A value no list holds (a row stored before a rename) shows as sent, never as blank.
    expect(optionLabel(de, "projectType", "webapp")).toBe("webapp");
    expect(optionLabel(de, "projectType", "toString")).toBe("toString");
  });
});
