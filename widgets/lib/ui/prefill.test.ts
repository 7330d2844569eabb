import { describe, expect, it } from "vitest";
import { emptyInquiry } from "../../../contract/inquiry/fields.ts";
import { emptyFieldsOf, prefillValue, readPrefill } from "./prefill.ts";

const attributes = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("readPrefill", () => {
  it("reads every attribute into its field", () => {
    expect(
      readPrefill(
        attributes({
          "project-type": "internal",
          timeline: "3months",
          "company-size": "11-50",
          name: " Anna Huber ",
          email: "anna@acme.at",
          company: "Acme GmbH",
          description: "A tool for\nour depots",
        }),
        "",
      ),
    ).toEqual({
      projectType: "internal",
      projectTimeline: "3months",
      companySize: "11-50",
      name: "Anna Huber",
      email: "anna@acme.at",
      companyName: "Acme GmbH",
      projectDescription: "A tool for\nour depots",
    });
  });

  it("reads the agency_* URL parameters, which win over the attributes", () => {
    const search = "?agency_project_type=landing&agency_name=Eva%20Muster&agency_company_size=501%2B&agency_timeline=1month";
    expect(readPrefill(attributes({ "project-type": "mvp", name: "Someone" }), search)).toEqual({
      projectType: "landing",
      name: "Eva Muster",
      companySize: "501+",
      projectTimeline: "1month",
    });
    expect(readPrefill(attributes({}), "?agency_email=a%40b.at&agency_company=Acme&agency_description=Hi")).toEqual({
      email: "a@b.at",
      companyName: "Acme",
      projectDescription: "Hi",
    });
  });

  it("ignores an unknown option, an empty value and a broken text", () => {
    expect(
      readPrefill(attributes({ "project-type": "rocket", timeline: "soon", name: "   ", company: "A\nB" }), "?agency_company_size=huge"),
    ).toEqual({});
    // An invalid URL value falls back to a valid attribute.
    expect(readPrefill(attributes({ "project-type": "internal" }), "?agency_project_type=rocket")).toEqual({ projectType: "internal" });
    expect(prefillValue("name", "x".repeat(500))).toHaveLength(200);
  });
});

describe("emptyFieldsOf", () => {
  it("keeps only what fills an empty field: never replaces what the visitor typed or chose", () => {
    const typed = { ...emptyInquiry, projectType: "mvp", name: "Typed Name", email: "  " };
    expect(emptyFieldsOf(typed, { projectType: "internal", name: "Prefilled", email: "p@x.at", companyName: "Acme" })).toEqual({
      email: "p@x.at",
      companyName: "Acme",
    });
  });
});
