import { describe, expect, it } from "vitest";
import { optionLabelIds } from "./option-label-ids.mjs";
import { transformWith } from "./testing/plugin-hooks.ts";

describe("optionLabelIds", () => {
  const labels =
    'export const labels = { web: { id: "option.service.web", message: "Web app" }, name: { id: "field.name", message: "Full name" } };';

  it("keeps only the ids of the contract's label descriptors", () => {
    expect(transformWith(optionLabelIds(), labels, "/repo/contract/inquiry/field-labels.ts")).toBe(
      'export const labels = { web: { id: "option.service.web" }, name: { id: "field.name" } };',
    );
    expect(transformWith(optionLabelIds(), labels, "/repo/contract/referral/field-labels.ts")).not.toContain("message");
  });

  it("leaves descriptors of other modules and other ids alone", () => {
    expect(transformWith(optionLabelIds(), labels, "/repo/contract/options.ts")).toBeNull();
    const other = 'const a = { id: "submit", message: "Send" };';
    expect(transformWith(optionLabelIds(), other, "/repo/contract/inquiry/field-labels.ts")).toBe(other);
  });
});
