import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONSENT_REVISION } from "../contract/consent/keys.ts";
import type { FieldErrors } from "../contract/errors.ts";
import { readInquiry, readReferral, readSubscriber } from "./db/testing/rows.ts";
import { countRows, expectError, post, validInquiry, validReferral } from "./testing/http.ts";

async function idOf(res: Response): Promise<string> {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("addresses are stored in one normal form", () => {
  it("stores an inquiry's address trimmed, NFC and lower-cased in full Unicode", async () => {
    const upper = await idOf(await post("/api/inquiries", { ...validInquiry, email: "  ÄNNA.X@BÜCHER.DE " }));
    // "A" + U+0308 and "U" + U+0308: what a decomposing keyboard or a macOS file name sends.
    const decomposed = await idOf(await post("/api/inquiries", { ...validInquiry, email: "A\u0308nna.X@BU\u0308cher.de" }));
    expect((await readInquiry(env.DB, upper))?.contact_email).toBe("änna.x@bücher.de");
    expect((await readInquiry(env.DB, decomposed))?.contact_email).toBe("änna.x@bücher.de");
  });

  it("stores both addresses of a referral normalised", async () => {
    const id = await idOf(
      await post("/api/referrals", { ...validReferral, email: "ÖMER@Beispiel.AT", referralEmail: "E\u0301lodie@EXEMPLE.fr" }),
    );
    expect(await readReferral(env.DB, id)).toMatchObject({ email: "ömer@beispiel.at", referral_email: "élodie@exemple.fr" });
  });

  it("refuses a referral to oneself in another case or Unicode form, storing nothing", async () => {
    const before = await countRows("referrals");
    for (const [email, referralEmail] of [
      ["ÄNNA.X@BÜCHER.DE", "änna.x@bücher.de"],
      ["A\u0308nna@x.de", "änna@X.DE"],
      ["  max@example.com", "MAX@EXAMPLE.COM  "],
    ]) {
      await expectError(await post("/api/referrals", { ...validReferral, email, referralEmail }), 400, "validation_failed", {
        referralEmail: "must_differ",
      });
    }
    // A zero-width space would make the two differ: it is refused as what it is.
    await expectError(
      await post("/api/referrals", { ...validReferral, email: "anna@x.de", referralEmail: "anna\u200b@x.de" }),
      400,
      "validation_failed",
      { referralEmail: "invalid_characters" },
    );
    expect(await countRows("referrals")).toBe(before);
  });

  it("treats case and Unicode variants of one address as one newsletter subscriber", async () => {
    const res = await post("/api/newsletter", { email: "ŁUKASZ@PRZYKŁAD.PL", locale: "de" });
    const first = await idOf(res);
    const before = await countRows("newsletter_subscribers");
    const again = await idOf(await post("/api/newsletter", { email: "łukasz@przykład.pl", locale: "de" }));
    expect(again).toBe(first);
    expect(await countRows("newsletter_subscribers")).toBe(before);
    expect((await readSubscriber(env.DB, first))?.email).toBe("łukasz@przykład.pl");
  });
});

describe("hostile text is refused with a code per field and nothing is stored", () => {
  const inquiries: [string, Record<string, unknown>, FieldErrors][] = [
    ["a name of zero-width spaces", { name: "\u200b\u200b" }, { name: "required" }],
    ["a company of a soft hyphen and a word joiner", { companyName: "\u00ad\u2060" }, { companyName: "required" }],
    ["a description of joiners, marks and line breaks", { projectDescription: "\u200d\n\u0301\u200c" }, { projectDescription: "required" }],
    ["a C1 control at the end of a name", { name: "Anna\u0085" }, { name: "invalid_characters" }],
    ["a line separator at the end of a name", { name: "Anna Huber\u2028" }, { name: "invalid_characters" }],
    ["a paragraph separator at the start of a company", { companyName: "\u2029Acme" }, { companyName: "invalid_characters" }],
    ["a line separator after a phone number", { phone: "+43 1 234 56 78\u2028" }, { phone: "invalid_characters" }],
    ["an encoded-word as address", { email: "=?utf-8?q?a?=@x.de" }, { email: "invalid_email" }],
    ["a bidi mark in an address", { email: "anna\u200f@acme.at" }, { email: "invalid_characters" }],
    ["a soft hyphen in an address", { email: "an\u00adna@acme.at" }, { email: "invalid_characters" }],
    ["an IP address as domain", { email: "anna@192.168.1.10" }, { email: "invalid_email" }],
    ["a quoted local part", { email: '"anna huber"@acme.at' }, { email: "invalid_email" }],
  ];
  it.each(inquiries)("an inquiry with %s", async (_, change, fields) => {
    const before = await countRows("project_inquiries");
    await expectError(await post("/api/inquiries", { ...validInquiry, ...change }), 400, "validation_failed", fields);
    expect(await countRows("project_inquiries")).toBe(before);
  });

  it("a newsletter sign-up with a zero-width or encoded address", async () => {
    const before = await countRows("newsletter_subscribers");
    await expectError(await post("/api/newsletter", { email: "\ufeffanna@acme.at", locale: "en" }), 400, "validation_failed", {
      email: "invalid_characters",
    });
    await expectError(await post("/api/newsletter", { email: "x=?utf-8?b?QQ==?=y@x.de", locale: "en" }), 400, "validation_failed", {
      email: "invalid_email",
    });
    expect(await countRows("newsletter_subscribers")).toBe(before);
  });

  it.each([1e300, 1.5, -1, 0, 2 ** 53, "1"])("a consent with revision %j", async (revision) => {
    const before = await countRows("consents");
    const consent = { consentId: crypto.randomUUID(), functional: true, analytics: false, revision, locale: "en" };
    await expectError(await post("/api/consents", consent), 400, "validation_failed", { revision: "invalid_type" });
    expect(await countRows("consents")).toBe(before);
    expect((await post("/api/consents", { ...consent, revision: CONSENT_REVISION })).status).toBe(201);
  });
});
