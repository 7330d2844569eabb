import { object, optional } from "superstruct";
import { describe, expect, it } from "vitest";
import { validateInquiry } from "../inquiry/wire.ts";
import { check } from "../validation.ts";
import { cleanAttribution, parseHiddenFields } from "./clean.ts";
import { AttributionSchema, HiddenFieldsSchema } from "./wire.ts";

const lead = { projectDescription: "A shop", companyName: "Acme", name: "Anna Huber", email: "anna@acme.at" };

describe("attribution", () => {
  it("is accepted with every key, and refused per field when a value is not what a widget sends", () => {
    const attribution = {
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring sale",
      utm_term: "mvp",
      utm_content: "hero",
      referrer: "https://www.google.com",
      landing: "/de/internal-tools",
      page: "/",
      first: { utm_source: "linkedin", landing: "/" },
    };
    expect(validateInquiry({ ...lead, attribution })).toMatchObject({ ok: true, value: { attribution } });
    expect(validateInquiry({ ...lead, attribution: { ...attribution, referrer: "https://www.google.com/search?q=anna" } })).toEqual({
      ok: false,
      fields: { attribution: "invalid_characters" },
    });
    expect(validateInquiry({ ...lead, attribution: { gclid: "x" } })).toEqual({ ok: false, fields: { attribution: "unknown_field" } });
    expect(validateInquiry({ ...lead, attribution: { utm_source: "x".repeat(101) } })).toEqual({
      ok: false,
      fields: { attribution: "too_long" },
    });
    expect(validateInquiry({ ...lead, attribution: { landing: "/a?email=anna@acme.at" } })).toEqual({
      ok: false,
      fields: { attribution: "invalid_characters" },
    });
  });

  it("is cleaned by the widgets so that a strange campaign link never costs a lead", () => {
    const cleaned = cleanAttribution({
      utm_source: "  newsletter ",
      utm_campaign: "x".repeat(300),
      utm_term: "line\nbreak",
      referrer: "https://x.example/a?b",
      landing: "/de/",
      page: "/de/?x",
      first: { utm_medium: "" },
      other: "dropped",
    });
    expect(cleaned).toEqual({ utm_source: "newsletter", utm_campaign: "x".repeat(100), landing: "/de/" });
    expect(check(object({ a: optional(AttributionSchema) }), { a: cleaned }).ok).toBe(true);
    expect(cleanAttribution({ utm_source: " " })).toBeUndefined();
  });
});

describe("hidden fields", () => {
  it("take at most 10 keys of [a-z][a-z0-9_]{0,31} with one-line values of at most 200 characters", () => {
    const ok = check(object({ h: HiddenFieldsSchema }), { h: { plan: "pro", seats_2: "12" } });
    expect(ok.ok).toBe(true);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, "v"]));
    expect(check(object({ h: HiddenFieldsSchema }), { h: many })).toEqual({ ok: false, fields: { h: "too_long" } });
    expect(check(object({ h: HiddenFieldsSchema }), { h: { Plan: "pro" } })).toEqual({ ok: false, fields: { h: "invalid_characters" } });
    expect(check(object({ h: HiddenFieldsSchema }), { h: { plan: "x".repeat(201) } })).toEqual({ ok: false, fields: { h: "too_long" } });
  });

  it("are parsed from the partner's attribute, keeping what is fine and naming what was ignored", () => {
    expect(parseHiddenFields('{"plan":"pro","seats":12}')).toEqual({ fields: { plan: "pro", seats: "12" } });
    expect(parseHiddenFields(`{"plan":"pro","Bad Key":"x","long":"${"y".repeat(201)}"}`)).toEqual({
      fields: { plan: "pro" },
      problem: "hidden-fields ignored: Bad Key, long",
    });
    expect(parseHiddenFields("{plan:pro")).toEqual({ fields: {}, problem: "hidden-fields is not valid JSON" });
    expect(parseHiddenFields("[1]")).toEqual({ fields: {}, problem: "hidden-fields must be a JSON object" });
    expect(parseHiddenFields('{"__proto__":"x"}').fields).toEqual({});
    expect(parseHiddenFields(null)).toEqual({ fields: {} });
  });
});
