/** The MailChannels transport: how its answers are read and the exact request it is sent. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { inquiryColumnFields } from "../../contract/inquiry/columns.ts";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import type { InquiryField } from "../../contract/inquiry/fields.ts";
import { readConfig } from "../config.ts";
import { mailI18n } from "../mail/i18n.ts";
import { renderInquiryNotification } from "../mail/inquiry-mails.ts";
import { envWith, hostileInquiry as hostile } from "../testing/http.ts";
import { mailChannelsTransport } from "./mail-transport.ts";

// The agency reads its notifications in English here (AGENCY_LOCALE), the language these texts are written in.
const config = readConfig(envWith({ AGENCY_LOCALE: "en" }));
const API_URL = "https://api.mailchannels.net/tx/v1/send";
const mailChannels = (apiKey: string) => mailChannelsTransport({ apiKey, apiUrl: API_URL });
const t0 = new Date("2026-05-04T08:00:00.000Z");
const meta = { id: "inq_aaaaaaaaaaaaaaaa", createdAt: t0.toISOString(), locale: "en", source: "https://partner.example" };
const sendMeta = { id: "out_aaaaaaaaaaaaaaaa", now: t0 };

/**
 * The lines the hostile sample's answers make in the staff mail, by field: written out, so a
 * changed label or a lost line fails; the fields it leaves blank follow from the column map.
 */
const answered: Partial<Record<InquiryField, string[]>> = {
  projectType: ["Project type: Internal tool"],
  projectDescription: ["Project description:", '  Replace <script>alert("x")</script> & our "Excel" tool', "  Line two"],
  projectTimeline: ["Timeline: As soon as possible"],
  companyName: ["Company name: Bobby's <b>Tables</b> & Co 🚀"],
  companySize: ["Company size: More than 500 employees"],
  industry: ["Industry: -"],
  name: ["Full name: Eve <eve@evil.example>"],
  email: ["Email: eve@example.com"],
  phone: ["Phone: -"],
  salutation: ["Salutation: -"],
  role: ['Role: CEO & "Founder"'],
  firstNeed: ["What would help you first: Our data processing agreement (DPA)"],
};
const english = mailI18n("en");

afterEach(() => vi.restoreAllMocks());

describe("the MailChannels answer", () => {
  const mail = { from: { email: "website@example.com" }, to: [{ email: "anna@acme.at" }], subject: "s", text: "t", html: "<p>t</p>" };

  it("counts 200 and 202 as sent, and any other status, even a 2xx, as not sent", async () => {
    const spy = vi.spyOn(globalThis, "fetch");
    const outcome = async (status: number) => {
      spy.mockResolvedValueOnce(new Response(null, { status }));
      return (await mailChannels("k").send(mail, sendMeta)).ok;
    };
    expect([await outcome(200), await outcome(202)]).toEqual([true, true]);
    expect([await outcome(201), await outcome(204), await outcome(400), await outcome(500)]).toEqual([false, false, false, false]);
  });
});

describe("the MailChannels request", () => {
  it("carries a mail's attachments as MailChannels takes them (base64 content, filename, type)", async () => {
    const message = {
      from: { email: "website@example.com" },
      to: [{ email: "anna@acme.at" }],
      subject: "Your call",
      text: "t",
      html: "<p>t</p>",
      attachments: [{ filename: "call.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: "QkVHSU4=" }],
    };
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 202 }));
    await mailChannels("k").send(message, sendMeta);
    await mailChannels("k").send({ ...message, attachments: [] }, sendMeta);
    const [withFile, without] = spy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    expect(withFile?.attachments).toEqual([
      { content: "QkVHSU4=", filename: "call.ics", type: "text/calendar; charset=utf-8; method=PUBLISH" },
    ]);
    expect(without).not.toHaveProperty("attachments");
  });

  it("has exactly the documented shape: every field, Vienna time, Reply-To the visitor, both parts, escaped values", async () => {
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 202 }));
    const message = renderInquiryNotification({ ...hostile, companyName: "Bobby's <b>Tables</b> & Co 🚀" }, meta, config);
    expect(await mailChannels("secret-key").send(message, sendMeta)).toEqual({ ok: true });

    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe(API_URL);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("X-Api-Key")).toBe("secret-key");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");

    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    // The answers in the column map's order; a field the sample leaves blank reads "-".
    const answerLines = Object.values(inquiryColumnFields).flatMap(
      (field) => answered[field] ?? [`${english._(inquiryFieldLabels[field])}: -`],
    );
    // Every field written out above is still in the column map, so none left the mail unnoticed.
    expect(Object.values(inquiryColumnFields)).toEqual(expect.arrayContaining(Object.keys(answered)));
    const text = [
      "A new project inquiry has come in. Answer Eve <eve@evil.example> with the button: a plain reply would also send them this email’s internal details.",
      "",
      // Staff's button: a mailto link to the visitor's address, answering our acknowledgement in their language.
      `Reply to Eve <eve@evil.example>: mailto:eve@example.com?subject=${encodeURIComponent("Re: We received your project inquiry")}`,
      "",
      "Reply language: English",
      ...answerLines,
      "Source: Partner https://partner.example",
      "Received: 4 May 2026 at 10:00 (Central European Time)",
      "Lead ID: inq_aaaaaaaaaaaaaaaa",
      "",
    ].join("\n");
    expect(body).toEqual({
      personalizations: [{ to: [{ email: "hello@example.com" }] }],
      from: { email: "website@example.com", name: "Example Agency" },
      // "Eve <eve@evil.example>" is no name: a plain reply must not show it to the visitor.
      reply_to: { email: "eve@example.com" },
      subject: "New project inquiry from Bobby's <b>Tables</b> & Co 🚀 (inq_aaaaaaaaaaaaaaaa)",
      content: [
        { type: "text/plain", value: text },
        { type: "text/html", value: expect.any(String) },
      ],
      // The Message-ID comes from the outbox row, so every attempt of it carries the same one.
      headers: { "X-Lead-Id": "inq_aaaaaaaaaaaaaaaa", "Message-ID": "<out_aaaaaaaaaaaaaaaa@example.com>" },
    });
    const html = (body.content as { value: string }[])[1]!.value;
    expect(html).toContain("Replace &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; our &quot;Excel&quot; tool\nLine two");
    expect(html).toContain("Bobby&#39;s &lt;b&gt;Tables&lt;/b&gt; &amp; Co 🚀");
    expect(html).toContain("Eve &lt;eve@evil.example&gt;");
    expect(html).toContain('<html lang="en">');
    expect(html).not.toMatch(/<script|<b>/);
  });

  it("adds MailChannels' DKIM fields when DKIM is configured", async () => {
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 202 }));
    const dkimConfig = readConfig(envWith({ DKIM_DOMAIN: "example.com", DKIM_SELECTOR: "mcdkim", DKIM_PRIVATE_KEY: "MIIEv-test-key" }));
    expect(dkimConfig.mail?.dkim).toEqual({ domain: "example.com", selector: "mcdkim", privateKey: "MIIEv-test-key" });
    await mailChannelsTransport(dkimConfig.mail!).send(renderInquiryNotification(hostile, meta, config), sendMeta);
    const body = JSON.parse(String(spy.mock.calls[0]![1]?.body)) as { personalizations: unknown[] };
    expect(body.personalizations).toEqual([
      { to: [{ email: "hello@example.com" }], dkim_domain: "example.com", dkim_selector: "mcdkim", dkim_private_key: "MIIEv-test-key" },
    ]);
  });

  it("sends without DKIM when only part of it is configured, and says so", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const partial = readConfig(envWith({ DKIM_DOMAIN: "example.com" }));
    expect(partial.mail).toEqual({ apiKey: "mock-202", apiUrl: API_URL });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("DKIM needs"));
  });

  it("never lets a line break into a header, even if the contract were bypassed", () => {
    const message = renderInquiryNotification(
      { ...hostile, name: "Eve\r\nBcc: all@example.com", companyName: 'A\nB "quoted" \u2028 C' },
      meta,
      config,
    );
    expect(message.subject).toBe('New project inquiry from A B "quoted" C (inq_aaaaaaaaaaaaaaaa)');
    // A name with a line break is no name: Reply-To carries the address alone.
    expect(message.replyTo).toEqual({ email: hostile.email });
  });
});
