import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import { markupInquiry, sampleMeta, sampleReferral } from "../../contract/testing/leads.ts";
import { readConfig } from "../config.ts";
import { renderInquiryAcknowledgement } from "./inquiry-mails.ts";
import type { MailMessage } from "./message.ts";
import { renderReferralAcknowledgement } from "./referral-mails.ts";

const config = readConfig(env);

/** An English inquiry by a doctor who chose a salutation, with choices made and a first need that adds its own section. */
const englishInquiry: Inquiry = {
  ...markupInquiry,
  name: "Dr. Claudia Wimmer",
  email: "claudia@example.com",
  salutation: "ms",
  projectType: "mvp",
  projectTimeline: "3months",
  companySize: "11-50",
  firstNeed: "dpa",
  locale: "en",
};

/** The whole message as a transport receives it, so a change of any byte shows in the golden file. */
function wholeMail(mail: MailMessage): string {
  const { text, html, ...envelope } = mail;
  return `${JSON.stringify(envelope, null, 2)}\n\n${text}\n\n${html}\n`;
}

// Golden files: these mails are written by one frame they share, and a change of that frame
// must be seen, word for word, in review. `npx vitest run worker/mail -u` rewrites them.
describe("the acknowledgements, byte for byte", () => {
  const cases: [name: string, render: () => MailMessage][] = [
    ["inquiry.de", () => renderInquiryAcknowledgement(markupInquiry, sampleMeta, config, { stored: { booking_token: "tok_golden" } })],
    ["inquiry.en.held", () => renderInquiryAcknowledgement(englishInquiry, { ...sampleMeta, locale: "en" }, config, { held: true })],
    ["referral.de", () => renderReferralAcknowledgement(sampleReferral, sampleMeta, config)],
    [
      "referral.en",
      () => renderReferralAcknowledgement({ ...sampleReferral, name: "<b>Max</b>" }, { ...sampleMeta, locale: "en" }, config),
    ],
  ];
  for (const [name, render] of cases) {
    it(`are unchanged: ${name}`, async () => {
      await expect(wholeMail(render())).toMatchFileSnapshot(`./testing/golden/acknowledgement.${name}.txt`);
    });
  }
});
