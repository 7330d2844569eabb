import { describe, expect, it } from "vitest";
import { formatReward, REFERRAL_REWARD, rewardAmounts } from "./reward.ts";

describe("the referral reward", () => {
  it("is written the way each language writes money", () => {
    expect(rewardAmounts("en")).toEqual({ discount: "€500", giftCard: "€250" });
    expect(rewardAmounts("de")).toEqual({ discount: "500\u00a0€", giftCard: "250\u00a0€" });
  });

  it("follows the contract's amounts and currency", () => {
    expect(REFERRAL_REWARD).toEqual({ currency: "EUR", discount: 500, giftCard: 250 });
    expect(formatReward(1000, "en")).toBe("€1,000");
    expect(formatReward(1000, "de")).toBe("1.000\u00a0€");
  });

  it("is written by the writer a caller passes (the site's, which remembers what the prerender wrote)", () => {
    const calls: unknown[] = [];
    const amounts = rewardAmounts("de", (locale, value, options) => {
      calls.push([locale, value, options]);
      return `${value} (${locale})`;
    });
    expect(amounts).toEqual({ discount: "500 (de)", giftCard: "250 (de)" });
    expect(calls).toEqual([
      ["de", 500, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }],
      ["de", 250, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }],
    ]);
  });
});
