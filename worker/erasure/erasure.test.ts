import { describe, expect, it } from "vitest";
import { erasureCounts, erasureOf, isEmptyErasure, survivors } from "./erasure.ts";
import { planForget } from "./plan.ts";
import { anna, annaHash, annaRows } from "./testing/rows.ts";

describe("an erasure's statements and report", () => {
  const plan = planForget(annaRows(), anna, [], annaHash);

  it("deletes a referral the person made and keeps, anonymised, one they were named in", () => {
    const erasure = erasureOf(plan);
    expect(erasure.referrals).toEqual(["r-made"]);
    expect(erasure.anonymise).toEqual(["r-named"]);
    expect(erasure.outbox).toEqual(["o-own", "o-to", "o-about"]);
  });

  it("counts per place what staff are shown before and after", () => {
    expect(erasureCounts(erasureOf(plan))).toEqual({
      project_inquiries: 1,
      referrals: 1,
      referrals_anonymised: 1,
      mentions_replaced: 1,
      newsletter_subscribers: 1,
      outbox: 3,
      bookings: 2,
      funnel_counts: 1,
      mailbox_caps: 2,
      lead_notes: 2,
      lead_history: 1,
      lead_work: 3,
    });
  });

  it("is empty only when no place holds the address", () => {
    expect(isEmptyErasure(erasureOf(plan))).toBe(false);
    expect(isEmptyErasure(erasureOf(planForget(annaRows(), "nobody@x.de", [], "h")))).toBe(true);
    const onlyCaps = planForget({ ...annaRows(), inquiries: [], referrals: [], subscribers: [], outbox: [] }, "x@y.de", [], annaHash);
    expect(isEmptyErasure(erasureOf(onlyCaps))).toBe(false);
  });

  it("names every place a plan made after erasing still finds, and nothing when none", () => {
    expect(survivors(plan).map(([table]) => table)).toEqual([
      "project_inquiries",
      "referrals",
      "newsletter_subscribers",
      "outbox",
      "bookings",
      "funnel_counts (campaign)",
      "mailbox_caps",
      "lead_notes",
      "lead_history",
      "lead_work",
      "project_inquiries (free text)",
    ]);
    expect(survivors(planForget(annaRows(), "nobody@x.de", [], "h"))).toEqual([]);
  });
});
