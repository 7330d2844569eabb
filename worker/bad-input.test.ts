import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isEmail } from "../contract/email.ts";
import { validateInquiry } from "../contract/inquiry/wire.ts";
import { validateReferral } from "../contract/referral/wire.ts";
import type { InquiryRow } from "./db/leads/statements/inquiries.ts";
import type { ReferralRow } from "./db/leads/statements/referrals.ts";
import { countRows, post, validInquiry, validReferral } from "./testing/http.ts";

/**
 * Hostile and broken requests. Each must get a 4xx (with the expected code), or be stored
 * verbatim and harmless; none may produce a 5xx or store a row the contract would refuse.
 */
interface Case {
  name: string;
  path?: string;
  body?: unknown;
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
  /** HTTP status and, for errors, the code. */
  expect: [201] | [number, string];
}

const inq = validInquiry;
const sql = "'; DROP TABLE project_inquiries; --";
const xss = '<img src=x onerror="alert(1)"><script>fetch("//evil")</script>';

const cases: Case[] = [
  { name: "empty body", raw: "", expect: [400, "invalid_json"] },
  { name: "truncated JSON", raw: '{"name":"An', expect: [400, "invalid_json"] },
  { name: "JavaScript, not JSON", raw: "{name:'x'}", expect: [400, "invalid_json"] },
  { name: "two JSON documents", raw: '{"a":1}{"b":2}', expect: [400, "invalid_json"] },
  { name: "trailing comma", raw: '{"name":"x",}', expect: [400, "invalid_json"] },
  { name: "invalid UTF-8", raw: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]), expect: [400, "invalid_json"] },
  { name: "form-encoded body sent as JSON", raw: "name=x&email=y", expect: [400, "invalid_json"] },
  { name: "deeply nested arrays", raw: "[".repeat(8000) + "]".repeat(8000), expect: [400, "invalid_body"] },
  { name: "JSON null", raw: "null", expect: [400, "invalid_body"] },
  { name: "JSON array of a valid body", body: [inq], expect: [400, "invalid_body"] },
  { name: "JSON number", raw: "42", expect: [400, "invalid_body"] },
  { name: "JSON string", raw: '"hello"', expect: [400, "invalid_body"] },
  { name: "JSON true", raw: "true", expect: [400, "invalid_body"] },
  { name: "empty object", body: {}, expect: [400, "validation_failed"] },
  { name: "every field null", body: Object.fromEntries(Object.keys(inq).map((k) => [k, null])), expect: [400, "validation_failed"] },
  { name: "numbers for strings", body: { ...inq, name: 12, companyName: 3.5, phone: 436641234567 }, expect: [400, "validation_failed"] },
  { name: "arrays for strings", body: { ...inq, name: ["Anna"], email: ["a@b.at"] }, expect: [400, "validation_failed"] },
  { name: "objects for strings", body: { ...inq, projectDescription: { $ne: "" } }, expect: [400, "validation_failed"] },
  { name: "booleans for strings", body: { ...inq, industry: true }, expect: [400, "validation_failed"] },
  { name: "Infinity via 1e999", raw: JSON.stringify(inq).replace('"Anna Huber"', "1e999"), expect: [400, "validation_failed"] },
  { name: "unknown field", body: { ...inq, isAdmin: true }, expect: [400, "validation_failed"] },
  {
    name: "__proto__ pollution",
    raw: JSON.stringify(inq).replace("{", '{"__proto__":{"polluted":true},'),
    expect: [400, "validation_failed"],
  },
  { name: "constructor key", body: { ...inq, constructor: { prototype: { x: 1 } } }, expect: [400, "validation_failed"] },
  { name: "1 MB string", body: { ...inq, projectDescription: "x".repeat(1024 * 1024) }, expect: [413, "payload_too_large"] },
  {
    name: "description over its limit, body under the size limit",
    body: { ...inq, projectDescription: "y".repeat(12_000) },
    expect: [400, "validation_failed"],
  },
  { name: "NUL byte in a name", body: { ...inq, name: "Anna\u0000Huber" }, expect: [400, "validation_failed"] },
  {
    name: "bell and escape in the description",
    body: { ...inq, projectDescription: "ding\u0007\u001b[31m" },
    expect: [400, "validation_failed"],
  },
  {
    name: "CRLF header injection in the name",
    body: { ...inq, name: "Anna\r\nBcc: everyone@example.com" },
    expect: [400, "validation_failed"],
  },
  {
    name: "CRLF header injection in the e-mail",
    body: { ...inq, email: "anna@acme.at\r\nBcc: x@y.z" },
    expect: [400, "validation_failed"],
  },
  { name: "SQL in the company name is stored verbatim", body: { ...inq, companyName: sql }, expect: [201] },
  { name: "SQL in the e-mail", body: { ...inq, email: "x@y.at' OR '1'='1" }, expect: [400, "validation_failed"] },
  { name: "HTML and script in the description are stored verbatim", body: { ...inq, projectDescription: xss }, expect: [201] },
  {
    name: "emoji are stored verbatim",
    body: { ...inq, name: "Anna 🚀", projectDescription: "Family app 👨\u200d👩\u200d👧" },
    expect: [201],
  },
  { name: "right-to-left override in a name", body: { ...inq, name: "Anna \u202eeuH" }, expect: [400, "validation_failed"] },
  { name: "lone surrogate", raw: JSON.stringify(inq).replace("Anna Huber", "Anna \\ud800"), expect: [400, "validation_failed"] },
  { name: "e-mail with spaces", body: { ...inq, email: "anna huber@acme.at" }, expect: [400, "validation_failed"] },
  { name: "e-mail over 254 characters", body: { ...inq, email: `${"a".repeat(250)}@acme.at` }, expect: [400, "validation_failed"] },
  { name: "option in the wrong case", body: { ...inq, projectType: "MVP" }, expect: [400, "validation_failed"] },
  { name: "option with spaces", body: { ...inq, companySize: " 1-10" }, expect: [400, "validation_failed"] },
  { name: "unsupported locale", body: { ...inq, locale: "pt" }, expect: [400, "validation_failed"] },
  { name: "partner id too long", body: { ...inq, partner: "p".repeat(1000) }, expect: [400, "validation_failed"] },
  { name: "honeypot as an object", body: { ...inq, hp: {} }, expect: [201] },
  { name: "text/plain content type", body: inq, headers: { "Content-Type": "text/plain" }, expect: [415, "unsupported_media_type"] },
  { name: "XML content type", raw: "<inquiry/>", headers: { "Content-Type": "application/xml" }, expect: [415, "unsupported_media_type"] },
  {
    name: "JSON in a foreign charset",
    body: inq,
    headers: { "Content-Type": "application/json; charset=utf-16" },
    expect: [415, "unsupported_media_type"],
  },
  { name: "8 KB Idempotency-Key", body: inq, headers: { "Idempotency-Key": "k".repeat(8192) }, expect: [400, "invalid_idempotency_key"] },
  {
    name: "SQL in the Idempotency-Key",
    body: inq,
    headers: { "Idempotency-Key": "abc'; DELETE FROM outbox; --" },
    expect: [400, "invalid_idempotency_key"],
  },
  { name: "16 KB junk header", body: inq, headers: { "X-Junk": "j".repeat(16 * 1024) }, expect: [201] },
  {
    name: "method override header is ignored",
    body: { ...inq, name: "" },
    headers: { "X-HTTP-Method-Override": "DELETE" },
    expect: [400, "validation_failed"],
  },
  {
    name: "duplicate keys: the last one counts, and is validated",
    raw: JSON.stringify(inq).replace("{", '{"email":"ok@acme.at",'),
    expect: [201],
  },
  {
    name: "referral: same address in another case",
    path: "/api/referrals",
    body: { ...validReferral, referralEmail: "Max@Example.com" },
    expect: [400, "validation_failed"],
  },
  {
    name: "referral: confirmed as a string",
    path: "/api/referrals",
    body: { ...validReferral, confirmed: "yes" },
    expect: [400, "validation_failed"],
  },
  {
    name: "referral: confirmed as 1",
    path: "/api/referrals",
    body: { ...validReferral, confirmed: 1 },
    expect: [400, "validation_failed"],
  },
  { name: "referral: an array", path: "/api/referrals", body: [], expect: [400, "invalid_body"] },
  {
    // Markup in a name or company is refused since acknowledgements repeat the name: a name
    // or company never holds `<` or `>` (free text such as the description still may).
    name: "referral: HTML in a name or company is refused",
    path: "/api/referrals",
    body: { ...validReferral, name: "<b>Max</b>", referralCompany: xss },
    expect: [400, "validation_failed"],
  },
  { name: "newsletter: e-mail as an array", path: "/api/newsletter", body: { email: ["a@b.at"] }, expect: [400, "validation_failed"] },
  {
    name: "newsletter: header injection",
    path: "/api/newsletter",
    body: { email: "a@b.at\r\nBcc: all@example.com" },
    expect: [400, "validation_failed"],
  },
  {
    name: "newsletter: locale as an object",
    path: "/api/newsletter",
    body: { email: "a@b.at", locale: { de: true } },
    expect: [400, "validation_failed"],
  },
  { name: "newsletter: malformed JSON", path: "/api/newsletter", raw: "{'email':", expect: [400, "invalid_json"] },
];

function inquiryFromRow(row: InquiryRow): Record<string, string> {
  return {
    projectType: row.project_type,
    projectDescription: row.project_description,
    projectTimeline: row.project_timeline,
    companyName: row.company_name,
    companySize: row.company_size,
    industry: row.industry,
    name: row.contact_name,
    email: row.contact_email,
    phone: row.contact_phone,
    locale: row.locale,
  };
}

describe("hostile input", () => {
  it(`has at least 40 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  for (const c of cases) {
    it(c.name, async () => {
      const before = {
        inquiries: await countRows("project_inquiries"),
        referrals: await countRows("referrals"),
        subscribers: await countRows("newsletter_subscribers"),
      };
      const res = await post(c.path ?? "/api/inquiries", c.body, { headers: c.headers, raw: c.raw });
      expect(res.status).toBeLessThan(500);
      const [status, code] = c.expect;
      expect(res.status).toBe(status);
      const answer = (await res.json()) as { error?: string; id?: string };
      if (code) {
        expect(answer.error).toBe(code);
        expect(await countRows("project_inquiries")).toBe(before.inquiries);
        expect(await countRows("referrals")).toBe(before.referrals);
        expect(await countRows("newsletter_subscribers")).toBe(before.subscribers);
      } else {
        expect(answer.id).toMatch(/^(inq|ref|sub)_[a-z2-7]{16}$/);
      }
    });
  }

  it("left only rows the contract accepts, stored exactly as validated", async () => {
    const { results: inquiries } = await env.DB.prepare("SELECT * FROM project_inquiries").all<InquiryRow>();
    expect(inquiries.length).toBeGreaterThan(0);
    for (const row of inquiries) {
      const fields = inquiryFromRow(row);
      const result = validateInquiry(fields);
      expect(result.ok, row.id).toBe(true);
      if (result.ok)
        expect(fields).toEqual({
          ...fields,
          ...Object.fromEntries(Object.keys(fields).map((k) => [k, (result.value as Record<string, unknown>)[k]])),
        });
    }
    const stored = inquiries.map((r) => r.company_name);
    expect(stored).toContain(sql);
    expect(inquiries.map((r) => r.project_description)).toContain(xss);

    const { results: referrals } = await env.DB.prepare("SELECT * FROM referrals").all<ReferralRow>();
    for (const row of referrals) {
      const result = validateReferral({
        name: row.name,
        email: row.email,
        companyName: row.company_name,
        referralName: row.referral_name,
        referralEmail: row.referral_email,
        referralCompany: row.referral_company,
        confirmed: row.contact_confirmed === 1,
      });
      expect(result.ok, row.id).toBe(true);
    }
    const { results: subscribers } = await env.DB.prepare("SELECT email FROM newsletter_subscribers").all<{ email: string }>();
    for (const row of subscribers) expect(isEmail(row.email), row.email).toBe(true);
  });
});
