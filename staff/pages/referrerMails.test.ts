import { describe, expect, it } from "vitest";
import type { LeadAnswer } from "../../contract/staff/api.ts";
import { referrerMails } from "./leadSave.ts";

const referral = (status: string, paidOn: string | null = null): LeadAnswer => ({
  type: "referral",
  lead: { status, name: "Günther Öhlinger" },
  deliveries: [],
  bookings: [],
  work: paidOn
    ? { lead_id: "ref_1", owner: "", next_step_on: null, next_step_text: "", reward: "gift_card", reward_paid_on: paidOn, updated_at: "" }
    : null,
  notes: [],
  history: [],
  nextStates: [],
  overdue: false,
  rewardAmount: null,
  related: [],
});

const form = (status: string, paidOn: string | null = null) => ({
  status,
  note: "",
  nextStepOn: null,
  nextStepText: "",
  owner: "",
  reward: paidOn ? ("gift_card" as const) : null,
  paidOn,
});

describe("referrerMails", () => {
  it("names the won mail when the save wins the referral", () => {
    expect(referrerMails(referral("contacted"), form("won"))).toEqual(["won"]);
  });
  it("names both mails when the save wins the referral and books its paid day", () => {
    expect(referrerMails(referral("contacted"), form("won", "2026-11-30"))).toEqual(["won", "paid"]);
  });
  it("names the paid mail for a paid day entered on a won referral, and for a move to rewarded", () => {
    expect(referrerMails(referral("won"), form("won", "2026-11-30"))).toEqual(["paid"]);
    expect(referrerMails(referral("won"), form("rewarded"))).toEqual(["paid"]);
  });
  it("names none for a save that mails nobody", () => {
    expect(referrerMails(referral("won", "2026-11-30"), form("won", "2026-11-30"))).toEqual([]);
    expect(referrerMails(referral("new"), form("contacted"))).toEqual([]);
    expect(referrerMails({ ...referral("contacted"), type: "inquiry" }, form("won"))).toEqual([]);
  });
});
