import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { hostileInquiry } from "../testing/http.ts";
import { renderInquiryNotification } from "./inquiry-mails.ts";
import { renderMail } from "./render.ts";

const config = readConfig(env);
const meta = { id: "inq_aaaaaaaaaaaaaaaa", createdAt: "2026-05-04T08:00:00.000Z", locale: "en", source: "" };
// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const mailTo = (subject: string, name?: string) =>
  renderMail({ locale: "en", to: [{ email: "anna@acme.at", ...(name ? { name } : {}) }], subject, blocks: [] }, config);
const subjectOf = (subject: string) => mailTo(subject).subject;
const toNameOf = (name: string) => mailTo("s", name).to[0]?.name;

describe("header truncation", () => {
  it("keeps the lead id at the end of the Subject and never splits an emoji (173 × A + 😀)", () => {
    const company = `${"A".repeat(173)}😀`;
    const mail = renderInquiryNotification({ ...hostileInquiry, companyName: company, name: `${"B".repeat(150)}😀` }, meta, config);
    expect(mail.subject).not.toMatch(LONE_SURROGATE);
    expect(mail.subject.endsWith("(inq_aaaaaaaaaaaaaaaa)")).toBe(true);
    expect(Array.from(mail.subject).length).toBeLessThanOrEqual(200);
    // The notification is in the agency's language, German by default.
    expect(mail.subject.startsWith("Neue Projektanfrage von AAAA")).toBe(true);
    // 151 characters is no name: Reply-To carries the address alone, so a staff member's
    // reply never shows a stranger's text as the visitor's name.
    expect(mail.replyTo).toEqual({ email: hostileInquiry.email });
    expect(mail.html).not.toMatch(LONE_SURROGATE);
  });

  it("cuts by code point and by grapheme, never inside a surrogate pair or an emoji sequence", () => {
    // The Subject holds 200 characters: the sequences sit across that limit.
    for (let pad = 190; pad <= 202; pad++) {
      const cut = subjectOf(`${"x".repeat(pad)}😀👩‍👩‍👧`);
      expect(cut).not.toMatch(LONE_SURROGATE);
      expect(cut.includes("\u200d") ? cut.includes("👩‍👩‍👧") : true).toBe(true);
    }
    expect(subjectOf(`${"x".repeat(198)}😀👩‍👩‍👧`)).toBe(`${"x".repeat(198)}😀👩‍👩‍👧`);
    expect(subjectOf(`${"x".repeat(199)}😀👩‍👩‍👧`)).toBe(`${"x".repeat(199)}…`);
  });

  it("leaves a value that fits as it is, and the To display name is cut the same way", () => {
    expect(toNameOf("Anna 😀 Müller")).toBe("Anna 😀 Müller");
    expect(toNameOf(`${"C".repeat(149)}😀😀`)).toBe(`${"C".repeat(149)}…`);
  });
});

describe("the person the visitor will meet", () => {
  const config = readConfig(env);
  const mail = (photoUrl?: string) =>
    renderMail(
      {
        locale: "en",
        to: [{ email: "anna@example.org" }],
        subject: "s",
        blocks: [{ person: { name: 'Eva "<b>" & Co', role: "Lead <i>", photoUrl } }],
      },
      config,
    );

  it("is a photo with its size and the name as alt text, every value escaped", () => {
    const html = mail('https://agency.test/images/host.svg?a=1&b="2"').html;
    expect(html).toContain(
      '<img src="https://agency.test/images/host.svg?a=1&amp;b=&quot;2&quot;" width="56" height="56" alt="Eva &quot;&lt;b&gt;&quot; &amp; Co"',
    );
    expect(html).toContain("Lead &lt;i&gt;");
    expect(html).not.toContain("<b>");
  });

  it("shows the initials instead of a photo that is not https", () => {
    const html = mail("http://agency.test/images/host.svg").html;
    expect(html).not.toContain("<img");
    expect(html).toContain(">E&quot;</div>");
  });
});
