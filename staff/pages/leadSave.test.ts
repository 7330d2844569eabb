import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadAnswer } from "../../contract/staff/api.ts";
import { moveRefusal, savedForm, saveLead } from "./leadSave.ts";

/** A lead as the page has it, with nothing saved on it yet. */
const lead = (type: LeadAnswer["type"], status: string) =>
  ({
    type,
    lead: { status },
    work: null,
    notes: [],
    history: [],
    nextStates: [],
    overdue: false,
    rewardAmount: null,
    related: [],
  }) as unknown as LeadAnswer;

/** Records the staff API calls in order and answers each as the Worker would. */
function recordCalls(answers: Record<string, object>) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    const path = url.replace(/^\/api\/staff\/leads\/[^/]+\//, "");
    calls.push(path);
    return new Response(JSON.stringify(answers[path] ?? {}), { status: 200 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the lead page's one Save", () => {
  it("saves the work first and the status move last, so the move can be undone", async () => {
    const answer = lead("inquiry", "new");
    const calls = recordCalls({ status: { status: "contacted" }, work: {} });
    const saved = await saveLead("inq_1", answer, { ...savedForm(answer), status: "contacted", note: "Angerufen." });
    expect(calls).toEqual(["work", "status"]);
    expect(saved).toEqual({ status: "contacted", moved: true, undoable: true });
  });

  it("moves a referral to won before its reward, which the Worker takes only then, and offers no undo", async () => {
    const answer = lead("referral", "contacted");
    const calls = recordCalls({ status: { status: "won" }, work: { status: "rewarded" } });
    const saved = await saveLead("ref_1", answer, { ...savedForm(answer), status: "won", reward: "gift_card", paidOn: "2026-11-30" });
    expect(calls).toEqual(["status", "work"]);
    expect(saved).toEqual({ status: "rewarded", moved: true, undoable: false });
  });

  it("saves a won referral's reward and paid day before a move to rewarded, which that paid day makes itself", async () => {
    const answer = lead("referral", "won");
    const calls = recordCalls({ work: { status: "rewarded" } });
    const saved = await saveLead("ref_1", answer, { ...savedForm(answer), status: "rewarded", reward: "discount", paidOn: "2026-11-30" });
    // Moving first would mail the referrer "paid" before the reward and its day are recorded.
    expect(calls).toEqual(["work"]);
    expect(saved).toEqual({ status: "rewarded", moved: true, undoable: false });
  });

  it("moves to rewarded after saving a reward chosen without a paid day, so the move can be undone", async () => {
    const answer = lead("referral", "won");
    const calls = recordCalls({ work: {}, status: { status: "rewarded" } });
    const saved = await saveLead("ref_1", answer, { ...savedForm(answer), status: "rewarded", reward: "gift_card" });
    expect(calls).toEqual(["work", "status"]);
    expect(saved).toEqual({ status: "rewarded", moved: true, undoable: true });
  });

  it("sends only what changed: a status alone, or the work alone", async () => {
    const answer = lead("inquiry", "new");
    const calls = recordCalls({ status: { status: "contacted" } });
    await saveLead("inq_1", answer, { ...savedForm(answer), status: "contacted" });
    expect(calls).toEqual(["status"]);
    calls.length = 0;
    expect(await saveLead("inq_1", answer, { ...savedForm(answer), owner: "office@agency.test" })).toEqual({
      status: "new",
      moved: false,
      undoable: false,
    });
    expect(calls).toEqual(["work"]);
  });
});

describe("a move the Worker would refuse", () => {
  it("is refused before anything is sent: rewarded without a reward, with or without a note typed", async () => {
    const answer = lead("referral", "won");
    const calls = recordCalls({});
    const values = { ...savedForm(answer), status: "rewarded", note: "Bezahlt." };
    expect(moveRefusal(answer, values)).toBe("reward_missing");
    await expect(saveLead("ref_1", answer, values)).rejects.toMatchObject({ status: 409, code: "reward_missing" });
    // Nothing saved, so the page keeps the note and the move chosen for the next try.
    expect(calls).toEqual([]);
  });

  it("names a paid day without a reward, and a move the lifecycle refuses from the current status", () => {
    const won = lead("referral", "won");
    expect(moveRefusal(won, { ...savedForm(won), paidOn: "2026-11-30" })).toBe("reward_missing");
    const fresh = lead("referral", "new");
    expect(moveRefusal(fresh, { ...savedForm(fresh), status: "rewarded", reward: "discount" })).toBe("status_not_allowed");
  });

  it("lets every move through that the Worker takes", () => {
    const won = lead("referral", "won");
    expect(moveRefusal(won, { ...savedForm(won), status: "rewarded", reward: "discount" })).toBeNull();
    expect(moveRefusal(won, savedForm(won))).toBeNull();
    const inquiry = lead("inquiry", "new");
    expect(moveRefusal(inquiry, { ...savedForm(inquiry), status: "contacted" })).toBeNull();
  });
});
