import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import type { RewardReferral } from "../db/staff/statements/reward.ts";
import { renderRewardPaid } from "./reward.ts";

const config = readConfig(env);
const referral: RewardReferral = {
  id: "ref_aaaaaaaaaaaaaaaa",
  created_at: "2026-10-05T09:15:00.000Z",
  locale: "en",
  name: "Anna O'Brien",
  email: "joerg@example.at",
  reward: "gift_card",
  reward_paid_on: "2026-11-30",
};

/** What a reader sees of the HTML part: the text without tags and entities. */
const visible = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ");

describe("the referrer's mail when the reward is paid", () => {
  it("names the chosen reward and its amount in the subject, the text and the HTML, in English and German", () => {
    const cases = [
      [{ reward: "gift_card", locale: "en" }, "We have sent you a €250 gift card", "On 30 November 2026 we sent you a €250 gift card."],
      [
        { reward: "discount", locale: "en" },
        "We have booked a €500 discount on your next project for you",
        "On 30 November 2026 we booked a €500 discount on your next project for you",
      ],
      [
        { reward: "gift_card", locale: "de" },
        // A header is made single-line, which turns the no-break space into a plain one.
        "Wir haben Ihnen einen Gutschein über 250 € geschickt",
        "Am 30. November 2026 haben wir Ihnen einen Gutschein über 250\u00a0€ geschickt.",
      ],
      [
        { reward: "discount", locale: "de" },
        "Wir haben Ihnen 500 € Rabatt auf Ihr nächstes Projekt gutgeschrieben",
        "Am 30. November 2026 haben wir Ihnen 500\u00a0€ Rabatt auf Ihr nächstes Projekt gutgeschrieben",
      ],
    ] as const;
    for (const [choice, subject, line] of cases) {
      const mail = renderRewardPaid({ ...referral, ...choice }, config);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(line);
      expect(visible(mail.html)).toContain(line);
      expect(mail.html).toContain(`<title>${subject}</title>`);
    }
  });

  it("escapes what the referrer typed in the HTML part", () => {
    const mail = renderRewardPaid(referral, config);
    expect(mail.text).toContain("Anna O'Brien,");
    expect(mail.html).toContain("Anna O&#39;Brien,");
    expect(mail.html).not.toContain("O'Brien");
  });

  it("claims no reward that staff did not record: neither which one nor that it was sent", () => {
    for (const locale of ["en", "de"]) {
      const mail = renderRewardPaid({ ...referral, locale, reward: null }, config);
      expect(mail.subject).toBe(
        locale === "en" ? "Your reward has been paid out or booked" : "Ihre Prämie wurde ausgezahlt oder gutgeschrieben",
      );
      for (const part of [mail.text, visible(mail.html)]) {
        expect(part).not.toMatch(/250|500|gift card|Gutschein|discount|Rabatt/);
        expect(part).toContain(locale === "en" ? "the reward you chose" : "die von Ihnen gewählte Prämie");
      }
    }
  });
});
