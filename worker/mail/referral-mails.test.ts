import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Referral } from "../../contract/referral/wire.ts";
import { sampleMeta, sampleReferral } from "../../contract/testing/leads.ts";
import { readConfig } from "../config.ts";
import { renderReferralAcknowledgement, renderReferralNotification } from "./referral-mails.ts";

const config = readConfig(env);
const meta = sampleMeta;

describe("the referral reward in the referrer's mail", () => {
  const referral: Referral = { ...sampleReferral, locale: "en" };

  it("is written the way each language writes money, from the contract's amounts", () => {
    const en = renderReferralAcknowledgement(referral, { ...meta, locale: "en" }, config);
    expect(en.text).toContain("you can choose between a €500 discount on your next project and a €250 gift card.");
    const de = renderReferralAcknowledgement({ ...referral, locale: "de" }, meta, config);
    expect(de.text).toContain("können Sie wählen: 500\u00a0€ Rabatt auf Ihr nächstes Projekt oder einen Gutschein über 250\u00a0€.");
    for (const mail of [en, de]) expect(mail.text).not.toMatch(/euro/i);
    // The agency's own notification states no reward: nothing to keep in step there.
    expect(renderReferralNotification(referral, { ...meta, locale: "en" }, config).text).not.toContain("€");
  });
});
