import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { markupInquiry, sampleMeta, sampleReferral } from "../../contract/testing/leads.ts";
import { readConfig } from "../config.ts";
import type { RewardReferral } from "../db/staff/statements/reward.ts";
import { renderBookingConfirmation } from "./booking.ts";
import { renderInquiryAcknowledgement } from "./inquiry-mails.ts";
import { renderReferralAcknowledgement } from "./referral-mails.ts";
import { renderRewardPaid, renderRewardWon } from "./reward.ts";
import { bookedCallMail } from "./testing/booked-call.ts";
import { bookedInquiryRow } from "./testing/inquiry-row.ts";

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

/** A referrer greeted by name and paid in a gift card; the German cases type markup for a name and take the discount. */
const referrer: RewardReferral = {
  id: "ref_aaaaaaaaaaaaaaaa",
  created_at: "2026-10-05T09:15:00.000Z",
  locale: "en",
  name: "Anna O'Brien",
  email: "anna@example.com",
  reward: "gift_card",
  reward_paid_on: "2026-11-30",
};

/** A call booked in the dialog: by video on the agency's clock, or by phone in another zone. */
function confirmation(locale: string, timeZone: string, location: string): MailMessage {
  return renderBookingConfirmation(bookedCallMail(bookedInquiryRow({ locale }), timeZone, location), config);
}

/** An attachment as its reader sees it, below the bytes the transport receives. */
function decoded(content: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(content), (ch) => ch.charCodeAt(0)));
}

/** The whole message as a transport receives it, so a change of any byte shows in the golden file. */
function wholeMail(mail: MailMessage): string {
  const { text, html, ...envelope } = mail;
  const files = (mail.attachments ?? []).map((file) => `\n${file.filename}:\n${decoded(file.content)}`).join("");
  return `${JSON.stringify(envelope, null, 2)}\n\n${text}\n\n${html}\n${files}`;
}

// Golden files: these mails are written by one frame they share, and a change of that frame
// must be seen, word for word, in review. `npx vitest run worker/mail -u` rewrites them.
describe("the mails to a visitor, byte for byte", () => {
  // The calendar file is stamped with the moment it is made.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T10:00:00.000Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const cases: [name: string, render: () => MailMessage][] = [
    [
      "acknowledgement.inquiry.de",
      () => renderInquiryAcknowledgement(markupInquiry, sampleMeta, config, { stored: { booking_token: "tok_golden" } }),
    ],
    [
      "acknowledgement.inquiry.en.held",
      () => renderInquiryAcknowledgement(englishInquiry, { ...sampleMeta, locale: "en" }, config, { held: true }),
    ],
    ["acknowledgement.referral.de", () => renderReferralAcknowledgement(sampleReferral, sampleMeta, config)],
    [
      "acknowledgement.referral.en",
      () => renderReferralAcknowledgement({ ...sampleReferral, name: "<b>Max</b>" }, { ...sampleMeta, locale: "en" }, config),
    ],
    ["reward.won.en", () => renderRewardWon(referrer, config)],
    ["reward.won.de", () => renderRewardWon({ ...referrer, locale: "de-AT", name: "<i>Anna</i>" }, config)],
    ["reward.paid.en", () => renderRewardPaid(referrer, config)],
    ["reward.paid.de", () => renderRewardPaid({ ...referrer, locale: "de", name: "<i>Anna</i>", reward: "discount" }, config)],
    ["booking.confirmation.de", () => confirmation("de", "Europe/Vienna", "https://meet.example.com/abc-defg-hij")],
    ["booking.confirmation.en", () => confirmation("en", "America/New_York", "+43 1 234 5678")],
  ];
  for (const [name, render] of cases) {
    it(`are unchanged: ${name}`, async () => {
      await expect(wholeMail(render())).toMatchFileSnapshot(`./testing/golden/${name}.txt`);
    });
  }
});
