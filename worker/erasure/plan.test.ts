import { describe, expect, it } from "vitest";
import { REMOVED_MENTION } from "../db/erasure/statements/erasure-shape.ts";
import { planForget } from "./plan.ts";
import { anna, annaHash, annaRows } from "./testing/rows.ts";

describe("the plan of an erasure", () => {
  const plan = planForget(annaRows(), anna, [], annaHash);

  it("erases the person's own leads: inquiries, the referral they made, their subscription", () => {
    expect(plan.inquiries).toEqual(["i-anna"]);
    expect(plan.subscribers).toEqual(["s-anna"]);
    expect(plan.referrals).toEqual([
      { id: "r-made", role: "referrer" },
      { id: "r-named", role: "referred" },
    ]);
  });

  it("takes the mails of their leads, and others' mails addressed to or naming them, but no mail that names someone else", () => {
    expect(plan.outboxByLead).toEqual(["o-own"]);
    expect(plan.outboxByContent).toEqual(["o-to", "o-about"]);
  });

  it("keeps another person's lead, replacing the mention and the name typed beside it", () => {
    expect(plan.redactions).toEqual([
      { table: "project_inquiries", id: "i-bob", columns: { project_description: `ask ${REMOVED_MENTION}, ${REMOVED_MENTION}` } },
    ]);
    expect(plan.mentions).toEqual([{ table: "project_inquiries", id: "i-bob" }]);
  });

  it("takes their bookings (of their inquiry, or unmatched with their address), the counters of their campaign and their caps", () => {
    expect(plan.bookings).toEqual(["b-own", "b-unmatched"]);
    expect(plan.funnel?.map((k) => k.campaign)).toEqual(["mail to anna@x.de"]);
    expect(plan.caps).toEqual([annaHash, annaHash]);
  });

  it("deletes staff rows of an erased lead, empties a kept referral's next step, and replaces mentions in others'", () => {
    expect(plan.staff?.deletes).toEqual([
      { table: "lead_work", id: "i-anna" },
      { table: "lead_notes", id: "n-own" },
    ]);
    expect(plan.staff?.redacts).toEqual([
      { table: "lead_work", id: "r-named", value: "" },
      { table: "lead_work", id: "i-bob", value: `write ${REMOVED_MENTION}` },
      { table: "lead_notes", id: "n-bob", value: `Bob knows ${REMOVED_MENTION}` },
      { table: "lead_history", id: "h-bob", value: JSON.stringify({ note: `cc ${REMOVED_MENTION}` }) },
    ]);
  });

  it("after an erasure, still counts a mail of a lead already deleted", () => {
    const rows = {
      ...annaRows(),
      inquiries: [],
      outbox: [{ id: "o-late", lead_id: "i-anna", recipient: "agency@ours.test", message: "{}" }],
    };
    expect(planForget(rows, anna, ["i-anna"]).outboxByLead).toEqual(["o-late"]);
  });

  it("finds nothing of someone who left nothing", () => {
    const none = planForget(annaRows(), "nobody@x.de", [], "h");
    expect([...none.inquiries, ...none.subscribers, ...none.outboxByContent, ...(none.bookings ?? []), ...(none.caps ?? [])]).toEqual([]);
    expect(none.staff).toEqual({ deletes: [], redacts: [] });
  });
});
