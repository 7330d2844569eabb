import { describe, expect, it } from "vitest";
import { validateConsent } from "./consent/wire.ts";
import { isEmail, normalizeEmail } from "./email.ts";
import { validateFunnelEvent } from "./funnel/wire.ts";
import {
  emptyInquiry,
  type InquiryField,
  inquiryChoices,
  inquiryFieldDeclarations,
  inquiryFields,
  inquirySteps,
  inquiryTextLimits,
  requiredInquiryFields,
} from "./inquiry/fields.ts";
import { validateInquiry } from "./inquiry/wire.ts";
import { HONEYPOT_FIELD, limits, MAX_CONSENT_REVISION } from "./limits.ts";
import { validateNewsletter } from "./newsletter.ts";
import { validateReferral } from "./referral/wire.ts";
import { hasVisibleText } from "./text.ts";

const inquiry = {
  ...emptyInquiry,
  projectType: "mvp",
  projectDescription: "  A booking app for our clinics  ",
  companyName: "Acme GmbH",
  name: "Anna Huber",
  email: "anna@acme.at",
};

const referral = {
  name: "Max Muster",
  email: "max@example.com",
  referralName: "Eva Beispiel",
  referralEmail: "eva@example.org",
  referralCompany: "Beispiel AG",
  confirmed: true,
};

describe("inquiry contract", () => {
  it("accepts a complete inquiry, trims text and defaults optional fields", () => {
    const result = validateInquiry({
      projectDescription: inquiry.projectDescription,
      companyName: "Acme",
      name: "Anna",
      email: " anna@acme.at ",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.projectDescription).toBe("A booking app for our clinics");
    expect(result.value.email).toBe("anna@acme.at");
    expect(result.value.projectType).toBe("");
    expect(result.value.phone).toBe("");
    expect(result.value.locale).toBe("");
  });

  it("names a code per refused field", () => {
    const result = validateInquiry({
      ...inquiry,
      projectDescription: "   ",
      email: "not-an-address",
      projectType: "rocket",
      companySize: "1000+",
      name: "x".repeat(limits.name + 1),
      phone: 43,
      extra: "?",
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        projectDescription: "required",
        email: "invalid_email",
        projectType: "invalid_option",
        companySize: "invalid_option",
        name: "too_long",
        phone: "invalid_type",
        extra: "unknown_field",
      },
    });
  });

  it.each(["+43 1 234 56 78", "0664/123 45 67", "(01) 234-5678", "+49 (0)30 1234567 ext. 12", "+43 1 23456 DW 7", "+1.555.123.4567 x89"])(
    "accepts the phone number %s",
    (phone) => {
      expect(validateInquiry({ ...inquiry, phone })).toMatchObject({ ok: true, value: { phone } });
    },
  );

  it.each(["abc", "call me", "12", "+43 1 234 abc", "++43 1 234", "+43 1 234\n5678", "tel:+431234"])(
    "refuses the phone number %j",
    (phone) => {
      expect(validateInquiry({ ...inquiry, phone })).toMatchObject({
        ok: false,
        fields: { phone: expect.stringMatching(/invalid_phone|invalid_characters/) },
      });
    },
  );

  it("refuses missing required fields and line breaks in single-line fields", () => {
    const result = validateInquiry({ projectDescription: "Line 1\nLine 2", name: "Anna\r\nBcc: x@y.z" });
    expect(result.ok).toBe(false);
    if (result.ok || !result.fields) throw new Error("expected field errors");
    expect(result.fields).toEqual({ companyName: "required", email: "required", name: "invalid_characters" });
  });

  it("reports prototype keys as unknown fields instead of tripping over them", () => {
    const body = JSON.parse(JSON.stringify(inquiry).replace("{", '{"__proto__":{"x":1},"constructor":1,')) as unknown;
    const result = validateInquiry(body);
    expect(result.ok).toBe(false);
    if (result.ok || !result.fields) throw new Error("expected field errors");
    expect(Object.keys(result.fields).sort()).toEqual(["__proto__", "constructor"]);
    expect(JSON.parse(JSON.stringify(result.fields))).toEqual(JSON.parse('{"__proto__":"unknown_field","constructor":"unknown_field"}'));
  });

  it("calls a body that is not an object a body error", () => {
    for (const body of [null, [], 42, "text", true]) expect(validateInquiry(body)).toEqual({ ok: false, body: true });
  });

  it("lets the honeypot through validation (the API decides what to do with it)", () => {
    const result = validateInquiry({ ...inquiry, [HONEYPOT_FIELD]: "http://spam" });
    expect(result.ok && result.value[HONEYPOT_FIELD]).toBe("http://spam");
  });
});

describe("referral contract", () => {
  it("accepts a referral", () => {
    expect(validateReferral(referral).ok).toBe(true);
  });

  it("requires the confirmation and two different addresses", () => {
    expect(validateReferral({ ...referral, confirmed: false })).toEqual({ ok: false, fields: { confirmed: "must_confirm" } });
    expect(validateReferral({ ...referral, confirmed: undefined })).toEqual({ ok: false, fields: { confirmed: "required" } });
    expect(validateReferral({ ...referral, referralEmail: " MAX@example.com" })).toEqual({
      ok: false,
      fields: { referralEmail: "must_differ" },
    });
    expect(validateReferral({ ...referral, referralCompany: "", referralEmail: "max@example.com" })).toEqual({
      ok: false,
      fields: { referralCompany: "required", referralEmail: "must_differ" },
    });
  });
});

describe("newsletter and consent contracts", () => {
  it("validates a sign-up", () => {
    expect(validateNewsletter({ email: "a@b.at", locale: "de" }).ok).toBe(true);
    expect(validateNewsletter({ email: "a@b", locale: "de" })).toEqual({ ok: false, fields: { email: "invalid_email" } });
  });

  it("validates a consent record", () => {
    const record = { consentId: crypto.randomUUID(), functional: true, analytics: false, revision: 1, locale: "en" };
    expect(validateConsent(record).ok).toBe(true);
    expect(validateConsent({ ...record, consentId: "x" }).ok).toBe(false);
    expect(validateConsent({ ...record, functional: false }).ok).toBe(false);
  });
});

describe("funnel event contract", () => {
  it("accepts the four events with a page path, a partner id or an origin, in English or German", () => {
    for (const event of [
      { event: "open", source: "/internal-tools", lang: "en" },
      { event: "step", step: 2, source: "/de/", lang: "de" },
      { event: "step", step: 4, source: "acme_partner-01", lang: "en" },
      { event: "submit", source: "https://www.partner.example:8443", lang: "de" },
      { event: "fail", source: "http://[::1]:8080", lang: "en" },
    ]) {
      expect(validateFunnelEvent(event), JSON.stringify(event)).toEqual({ ok: true, value: event });
    }
  });

  it("refuses free text, unknown events and steps, and a step where none belongs", () => {
    const open = { event: "open", source: "/", lang: "en" };
    expect(validateFunnelEvent({ ...open, source: "Anna Huber" })).toEqual({ ok: false, fields: { source: "invalid_characters" } });
    expect(validateFunnelEvent({ ...open, source: `/${"x".repeat(limits.funnelSource)}` })).toEqual({
      ok: false,
      fields: { source: "too_long" },
    });
    expect(validateFunnelEvent({ ...open, event: "view" })).toEqual({ ok: false, fields: { event: "invalid_option" } });
    expect(validateFunnelEvent({ ...open, event: "step", step: 1 })).toEqual({ ok: false, fields: { step: "invalid_option" } });
    expect(validateFunnelEvent({ ...open, event: "step" })).toEqual({ ok: false, fields: { step: "required" } });
    expect(validateFunnelEvent({ ...open, step: 3 })).toEqual({ ok: false, fields: { step: "unknown_field" } });
    expect(validateFunnelEvent({ ...open, id: "visitor-1" })).toEqual({ ok: false, fields: { id: "unknown_field" } });
    expect(validateFunnelEvent([open])).toEqual({ ok: false, body: true });
  });
});

describe("text rules", () => {
  it("keeps line breaks, tabs and emoji in free text only", async () => {
    const { isMultiLineText, isSingleLineText } = await import("./text.ts");
    expect(isMultiLineText("Line 1\r\nLine 2\tend 👨\u200d👩\u200d👧")).toBe(true);
    expect(isSingleLineText("Anna Müller-Łukasz 🚀")).toBe(true);
    for (const bad of ["a\nb", "a\tb", "a\u200bb", "a\u200db", "a\u2028b"]) expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false);
    for (const bad of ["a\u202eb", "a\u2066b", "a\u0085b", "a\u0000b", "a\ud800b", "a\udc00", "\ud83d"]) {
      expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false);
      expect(isMultiLineText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("measures JSON nesting without parsing, ignoring brackets in strings", async () => {
    const { jsonDepth } = await import("./text.ts");
    expect(jsonDepth('{"a":"[[[{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth("[".repeat(5000) + "]".repeat(5000))).toBe(5000);
    expect(jsonDepth("42")).toBe(0);
  });
});

describe("e-mail addresses", () => {
  it("normalises once on the way in: trimmed, NFC, lower-case in full Unicode", () => {
    expect(normalizeEmail(" ÄNNA.X@BÜCHER.DE ")).toBe("änna.x@bücher.de");
    // "a" + U+0308 (what a decomposing keyboard sends) becomes the one code point "ä".
    expect(normalizeEmail("A\u0308NNA@X.DE")).toBe("\u00e4nna@x.de");
    expect(normalizeEmail("ŁUKASZ@PRZYKŁAD.PL")).toBe("łukasz@przykład.pl");
    for (const address of ["ÄNNA.X@BÜCHER.DE", "A\u0308NNA@X.DE", "İstanbul@X.TR", "ΣΊΣΥΦΟΣ@X.GR"]) {
      expect(normalizeEmail(normalizeEmail(address)), address).toBe(normalizeEmail(address));
    }
    const result = validateInquiry({ ...inquiry, email: " ÄNNA.X@BU\u0308CHER.DE " });
    expect(result).toMatchObject({ ok: true, value: { email: "änna.x@bücher.de" } });
    expect(validateNewsletter({ email: "Lena@Example.AT" })).toMatchObject({ ok: true, value: { email: "lena@example.at" } });
    expect(validateReferral({ ...referral, email: "MAX@Example.com", referralEmail: "Élodie@Exemple.FR" })).toMatchObject({
      ok: true,
      value: { email: "max@example.com", referralEmail: "élodie@exemple.fr" },
    });
  });

  it.each([
    "änna.x@bücher.de",
    "ÄNNA.X@BÜCHER.DE",
    "o'brien@example.com",
    "first.last+tag@mail.example.co",
    "x_y-z!#$%&*/=?^`{|}~@a-b.example",
    "用户@例子.广告",
    "δοκιμή@παράδειγμα.δοκιμή",
    "a@xn--80ak6aa92e.xn--p1ai",
  ])("accepts %s", (email) => {
    expect(isEmail(email)).toBe(true);
    expect(validateNewsletter({ email }).ok).toBe(true);
  });

  it.each([
    ["an encoded-word as local part", "=?utf-8?q?a?=@x.de"],
    ["an encoded-word inside", "x=?utf-8?b?QQ==?=y@x.de"],
    ["an encoded-word in the domain", "a@=?utf-8?q?x?=.de"],
    ["a double dot", "anna..x@x.de"],
    ["a leading dot", ".anna@x.de"],
    ["a trailing dot in the local part", "anna.@x.de"],
    ["a quoted local part", '"anna huber"@x.de'],
    ["an IP literal", "anna@[192.168.1.10]"],
    ["an IP address as domain", "anna@192.168.1.10"],
    ["a label starting with a hyphen", "anna@-x.de"],
    ["a label ending with a hyphen", "anna@x-.de"],
    ["an empty label", "anna@x..de"],
    ["a trailing dot in the domain", "anna@x.de."],
    ["a one-letter top-level domain", "anna@x.d"],
    ["a domain without a dot", "anna@localhost"],
    ["two @", "anna@b@x.de"],
    ["a space", "anna huber@x.de"],
    ["a local part over 64 characters", `${"a".repeat(65)}@x.de`],
    ["a label over 63 characters", `anna@${"x".repeat(64)}.de`],
    ["a combining mark that starts the local part", "\u0301anna@x.de"],
  ])("refuses %s as invalid_email", (_, email) => {
    expect(isEmail(email)).toBe(false);
    expect(validateInquiry({ ...inquiry, email })).toEqual({ ok: false, fields: { email: "invalid_email" } });
  });

  it.each([
    ["a zero-width space", "anna\u200b@x.de"],
    ["a zero-width joiner", "an\u200dna@x.de"],
    ["a word joiner", "anna@x\u2060.de"],
    ["a BOM at the start", "\ufeffanna@x.de"],
    ["a soft hyphen", "an\u00adna@x.de"],
    ["an invisible function application (U+2061)", "anna\u2061@x.de"],
    ["a combining grapheme joiner", "anna@x\u034f.de"],
    ["a variation selector", "anna\ufe0f@x.de"],
    ["a right-to-left mark", "anna\u200f@x.de"],
    ["a right-to-left override", "\u202eed.x@anna"],
    ["a C1 control (U+0085) at the end", "anna@x.de\u0085"],
    ["a line separator at the end", "anna@x.de\u2028"],
    ["a paragraph separator at the start", "\u2029anna@x.de"],
    ["a tab inside", "anna\t@x.de"],
  ])("refuses %s as invalid_characters", (_, email) => {
    expect(isEmail(email)).toBe(false);
    expect(validateInquiry({ ...inquiry, email })).toEqual({ ok: false, fields: { email: "invalid_characters" } });
  });

  it("compares the referral's two addresses in normal form", () => {
    const mustDiffer = { ok: false, fields: { referralEmail: "must_differ" } };
    expect(validateReferral({ ...referral, email: "ÄNNA@X.DE", referralEmail: "änna@x.de" })).toEqual(mustDiffer);
    expect(validateReferral({ ...referral, email: "a\u0308nna@x.de", referralEmail: "ÄNNA@X.DE" })).toEqual(mustDiffer);
    expect(validateReferral({ ...referral, referralCompany: "", email: "ÄNNA@X.DE", referralEmail: " änna@x.de" })).toEqual({
      ok: false,
      fields: { referralCompany: "required", referralEmail: "must_differ" },
    });
    // Differing only by an invisible character is not differing: that address is refused.
    expect(validateReferral({ ...referral, email: "anna@x.de", referralEmail: "anna\u200b@x.de" })).toEqual({
      ok: false,
      fields: { referralEmail: "invalid_characters" },
    });
  });
});

describe("required text and invisible characters", () => {
  it("counts a value made only of invisible characters as empty", () => {
    for (const blank of [
      "\u200b\u200b",
      "\u200c\u200d",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u0301\u0308",
      "\u3164",
      "\u2800",
      " \u200b \u180e ",
    ]) {
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false);
      expect(validateInquiry({ ...inquiry, name: blank }), JSON.stringify(blank)).toEqual({ ok: false, fields: { name: "required" } });
      expect(validateInquiry({ ...inquiry, projectDescription: `${blank}\n\t${blank}` }), JSON.stringify(blank)).toEqual({
        ok: false,
        fields: { projectDescription: "required" },
      });
      expect(validateReferral({ ...referral, referralCompany: blank }), JSON.stringify(blank)).toEqual({
        ok: false,
        fields: { referralCompany: "required" },
      });
    }
    for (const visible of ["A", "é", "e\u0301", "👨\u200d👩\u200d👧", "李", "-", "1"]) expect(hasVisibleText(visible), visible).toBe(true);
    expect(validateInquiry({ ...inquiry, projectDescription: "\u200d\nAn app\n" })).toMatchObject({
      ok: true,
      value: { projectDescription: "\u200d\nAn app" },
    });
  });

  it("refuses C1 controls and line/paragraph separators in single-line fields anywhere, also at the ends", () => {
    for (const field of ["name", "companyName", "industry", "phone", "partner"] as const) {
      const base = field === "phone" ? "+43 1 234 56 78" : "Acme";
      for (const value of [
        `${base}\u0085`,
        `\u0085${base}`,
        `${base}\u2028`,
        `\u2028${base}`,
        `${base}\u2029`,
        `\u2029${base}`,
        `A\u2028B`,
      ]) {
        expect(validateInquiry({ ...inquiry, [field]: value }), `${field} ${JSON.stringify(value)}`).toEqual({
          ok: false,
          fields: { [field]: "invalid_characters" },
        });
      }
    }
    expect(validateInquiry({ ...inquiry, projectDescription: "Line\u0085" })).toEqual({
      ok: false,
      fields: { projectDescription: "invalid_characters" },
    });
    // Plain white space at the ends is still trimmed away.
    expect(validateInquiry({ ...inquiry, name: "\u00a0 Anna\u3000" })).toMatchObject({ ok: true, value: { name: "Anna" } });
  });
});

describe("consent revision", () => {
  it.each([1e300, 1.5, -1, 0, 1001, 2 ** 53, Number.NaN, "1"])("refuses %j", (revision) => {
    const record = { consentId: crypto.randomUUID(), functional: true, analytics: false, revision, locale: "en" };
    expect(validateConsent(record)).toEqual({ ok: false, fields: { revision: "invalid_type" } });
  });

  it("accepts a whole number from 1 to the maximum", () => {
    for (const revision of [1, MAX_CONSENT_REVISION]) {
      expect(validateConsent({ consentId: crypto.randomUUID(), functional: true, analytics: true, revision, locale: "de" }).ok).toBe(true);
    }
  });
});

describe("the questionnaire's field table", () => {
  const declared = Object.entries(inquiryFieldDeclarations);

  it("lists each step's fields in declaration order, every field once", () => {
    expect(Object.keys(inquiryFields)).toEqual([...inquirySteps]);
    expect(Object.values(inquiryFields).flat()).toEqual(declared.map(([field]) => field));
    for (const [step, fields] of Object.entries(inquiryFields)) {
      for (const field of fields) expect(inquiryFieldDeclarations[field].step, field).toBe(step);
    }
  });

  it("derives the required fields, the choices, the limits and the empty form from the declarations", () => {
    expect(requiredInquiryFields).toEqual(declared.filter(([, d]) => "required" in d).map(([field]) => field));
    expect(requiredInquiryFields).toEqual(expect.arrayContaining(["projectDescription", "companyName", "name", "email"]));
    for (const [field, d] of declared) {
      expect(inquiryChoices[field as InquiryField], field).toBe("choices" in d ? d.choices : undefined);
      expect(inquiryTextLimits[field as InquiryField], field).toBe("max" in d ? d.max : undefined);
      expect(emptyInquiry[field as InquiryField], field).toBe("");
    }
    expect(Object.keys(emptyInquiry)).toHaveLength(declared.length);
  });

  it("builds each field's rule from its kind: a choice refuses other values, text its limit, a required field empty", () => {
    for (const [field, d] of declared) {
      const refused = "choices" in d ? "not-a-choice" : "x".repeat(d.max + 1);
      const result = validateInquiry({ ...inquiry, [field]: refused });
      expect(result.ok, field).toBe(false);
      if ("required" in d) expect(validateInquiry({ ...inquiry, [field]: "" }).ok, field).toBe(false);
    }
  });
});
