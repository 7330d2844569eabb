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
});
