import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadAnswer } from "../../contract/staff.ts";
import { savedForm, saveLead } from "./leadSave.ts";

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
