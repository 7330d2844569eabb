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

  it("leaves other modules alone", () => {
    expect(transformWith(optionLabelIds(), labels, "/repo/contract/options.ts")).toBeNull();
  });

  it("fails the build when a label module keeps a message it does not strip", () => {
    const id = "/repo/contract/inquiry/field-labels.ts";
    for (const kept of [
      'const a = { id: "submit", message: "Send" };',
      'const a = { message: "Web app", id: "option.service.web" };',
      'const a = { id: "option.service.web", message: "The \\"web\\" app" };',
      "const a = {};",
    ])
      expect(() => transformWith(optionLabelIds(), kept, id), kept).toThrow(`${id} keeps a label's message`);
  });
});
