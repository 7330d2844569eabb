import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { accessTokenFor, otherStaffAddress, staffAddress, staffFetch } from "../../staff/testing/access.ts";
import { post, validInquiry, validReferral } from "../../testing/http.ts";

async function store(path: "/api/inquiries" | "/api/referrals", body: object): Promise<string> {
  const res = await post(path, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

interface LeadPage {
  lead: Record<string, unknown>;
  work: Record<string, unknown> | null;
  notes: { author: string; body: string }[];
  history: { actor: string; action: string; detail: string }[];
  nextStates: string[];
  rewardAmount: number | null;
  deliveries: { kind: string; subject: string; channel: string; text: string | null }[];
}

const page = async (id: string) => (await (await staffFetch(`/api/staff/leads/${id}`)).json()) as LeadPage;

describe("staff work on a lead, each change with its history row", () => {
  it("moves an inquiry along its lifecycle, records who and what, and refuses to go back", async () => {
    const id = await store("/api/inquiries", validInquiry);
    const first = await page(id);
    expect(first.nextStates).toEqual(["contacted", "won", "lost"]);
    // What the visitor sent, not the API's bookkeeping nor the booking's secret token.
    expect(Object.keys(first.lead)).not.toEqual(expect.arrayContaining(["booking_token"]));
    expect(Object.keys(first.lead)).not.toEqual(expect.arrayContaining(["idempotency_key"]));
    expect(first.lead.contact_name).toBe(validInquiry.name);
    const moved = await staffFetch(`/api/staff/leads/${id}/status`, { body: { status: "contacted" } });
    expect(await moved.json()).toEqual({ status: "contacted" });
    const back = await staffFetch(`/api/staff/leads/${id}/status`, { body: { status: "contacted" } });
    expect(back.status).toBe(409);
    expect(await back.json()).toEqual({ error: "status_not_allowed", status: "contacted" });
    const booked = await staffFetch(`/api/staff/leads/${id}/status`, { body: { status: "booked" } });
    expect(booked.status).toBe(400);
    const { lead, history } = await page(id);
    expect(lead.status).toBe("contacted");
    expect(history).toEqual([
      expect.objectContaining({ actor: staffAddress, action: "status", detail: JSON.stringify({ from: "new", to: "contacted" }) }),
    ]);
  });

  it("keeps notes with their author, and the next step and owner with what they replaced", async () => {
    const id = await store("/api/inquiries", validInquiry);
    const token = await accessTokenFor({ email: otherStaffAddress });
    expect((await staffFetch(`/api/staff/leads/${id}/work`, { body: { note: "  Rückruf am Montag  " }, token })).status).toBe(200);
    await staffFetch(`/api/staff/leads/${id}/work`, { body: { nextStepOn: "2026-12-01" } });
    await staffFetch(`/api/staff/leads/${id}/work`, { body: { nextStepOn: "2026-12-03" } });
    const same = await staffFetch(`/api/staff/leads/${id}/work`, { body: { nextStepOn: "2026-12-03" } });
    expect(await same.json()).toEqual({ changed: [], noteId: null });
    await staffFetch(`/api/staff/leads/${id}/work`, { body: { owner: "Sales@Agency.test" } });
    const notStaff = await staffFetch(`/api/staff/leads/${id}/work`, { body: { owner: "someone@else.test", note: "Not saved" } });
    expect([notStaff.status, await notStaff.json()]).toEqual([400, { error: "validation_failed", fields: { owner: "invalid_option" } }]);
    const { notes, work, history } = await page(id);
    expect(notes).toEqual([expect.objectContaining({ author: otherStaffAddress, body: "Rückruf am Montag" })]);
    expect(work).toMatchObject({ next_step_on: "2026-12-03", owner: otherStaffAddress });
    expect(history.map((h) => [h.actor, h.action, h.detail])).toEqual([
      [otherStaffAddress, "note", expect.stringMatching(/^\{"note":\d+\}$/)],
      [staffAddress, "next_step", JSON.stringify({ from: null, to: "2026-12-01" })],
      [staffAddress, "next_step", JSON.stringify({ from: "2026-12-01", to: "2026-12-03" })],
      [staffAddress, "owner", JSON.stringify({ from: "", to: otherStaffAddress })],
    ]);
  });

  it("refuses a reward or a paid day on a referral that is not won, and saves nothing of it", async () => {
    const ref = await store("/api/referrals", validReferral);
    const reward = await staffFetch(`/api/staff/leads/${ref}/work`, { body: { reward: "gift_card", paidOn: null } });
    expect(reward.status).toBe(409);
    expect(await reward.json()).toEqual({ error: "reward_needs_won" });
    const work = await staffFetch(`/api/staff/leads/${ref}/work`, { body: { note: "bezahlt", paidOn: "2026-11-30" } });
    expect(work.status).toBe(409);
    expect(await work.json()).toEqual({ error: "reward_needs_won" });
    const after = await page(ref);
    expect(after.lead.status).toBe("new");
    expect(after.work?.reward_paid_on ?? null).toBeNull();
    expect(after.notes).toEqual([]);
    // Clearing them, or saving other fields, stays allowed before the referral is won.
    const other = await staffFetch(`/api/staff/leads/${ref}/work`, { body: { nextStepText: "Anrufen", reward: null, paidOn: null } });
    expect(other.status).toBe(200);
  });

  it("refuses to move a won referral to rewarded, or to save a paid day, while no reward is recorded", async () => {
    const ref = await store("/api/referrals", validReferral);
    // A move the lifecycle refuses anyway keeps the lifecycle's reason.
    const early = await staffFetch(`/api/staff/leads/${ref}/status`, { body: { status: "rewarded" } });
    expect(await early.json()).toEqual({ error: "status_not_allowed", status: "new" });
    for (const status of ["contacted", "won"]) await staffFetch(`/api/staff/leads/${ref}/status`, { body: { status } });
    const moved = await staffFetch(`/api/staff/leads/${ref}/status`, { body: { status: "rewarded" } });
    expect(moved.status).toBe(409);
    expect(await moved.json()).toEqual({ error: "reward_missing", detail: "reward" });
    const paid = await staffFetch(`/api/staff/leads/${ref}/work`, { body: { note: "bezahlt", paidOn: "2026-11-30" } });
    expect(paid.status).toBe(409);
    expect(await paid.json()).toEqual({ error: "reward_missing", detail: "reward" });
    const after = await page(ref);
    expect(after.lead.status).toBe("won");
    expect(after.notes).toEqual([]);
    expect(after.deliveries.filter((d) => d.kind === "referral_reward_paid")).toEqual([]);
  });

  it("records a referral's reward and the day it was paid, and only for referrals", async () => {
    const ref = await store("/api/referrals", validReferral);
    for (const status of ["contacted", "won"]) await staffFetch(`/api/staff/leads/${ref}/status`, { body: { status } });
    await staffFetch(`/api/staff/leads/${ref}/work`, { body: { reward: "gift_card", paidOn: null } });
    expect((await page(ref)).rewardAmount).toBe(250);
    // Saving the paid day of a won referral rewards it in the same step.
    const paid = await staffFetch(`/api/staff/leads/${ref}/work`, { body: { reward: "gift_card", paidOn: "2026-11-30" } });
    expect(await paid.json()).toEqual({ changed: ["reward_paid_on"], noteId: null, status: "rewarded" });
    const { work, history, lead, rewardAmount } = await page(ref);
    expect(work).toMatchObject({ reward: "gift_card", reward_paid_on: "2026-11-30" });
    expect(lead).toMatchObject({ status: "rewarded" });
    expect(rewardAmount).toBe(250);
    expect(history.map((h) => h.action)).toEqual(["status", "status", "reward", "reward_paid", "status"]);
    const inquiry = await store("/api/inquiries", validInquiry);
    // An inquiry's save leaves the reward fields aside: an inquiry has no reward to record.
    const ignored = await staffFetch(`/api/staff/leads/${inquiry}/work`, { body: { reward: "discount", paidOn: null } });
    expect(await ignored.json()).toEqual({ changed: [], noteId: null });
    expect((await page(inquiry)).work?.reward ?? null).toBeNull();
  });

  it("keeps a closed referral's reward as it was: a change is refused with 409 reward_final, the same values pass", async () => {
    const ref = await store("/api/referrals", validReferral);
    for (const status of ["contacted", "won"]) await staffFetch(`/api/staff/leads/${ref}/status`, { body: { status } });
    const paid = await staffFetch(`/api/staff/leads/${ref}/work`, { body: { reward: "gift_card", paidOn: "2026-11-30" } });
    expect(await paid.json()).toMatchObject({ status: "rewarded" });
    const changes = [
      { reward: "discount", paidOn: "2026-11-30" },
      { reward: "gift_card", paidOn: "2026-12-01" },
      { reward: null, paidOn: null },
      { paidOn: "2026-12-02", note: "Doch später bezahlt" },
    ];
    for (const change of changes) {
      const refused = await staffFetch(`/api/staff/leads/${ref}/work`, { body: change });
      expect([refused.status, await refused.json()], JSON.stringify(change)).toEqual([409, { error: "reward_final" }]);
    }
    const after = await page(ref);
    expect(after.work).toMatchObject({ reward: "gift_card", reward_paid_on: "2026-11-30" });
    expect(after.lead.status).toBe("rewarded");
    expect(after.notes).toEqual([]);
    expect(after.deliveries.filter((d) => d.kind === "referral_reward_paid")).toHaveLength(1);
    // The page's save of other fields sends the reward as it is: that still saves.
    const note = await staffFetch(`/api/staff/leads/${ref}/work`, {
      body: { reward: "gift_card", paidOn: "2026-11-30", note: "Erledigt" },
    });
    expect(note.status).toBe(200);
    // A declined referral is closed too: a reward cannot be recorded on it.
    const declined = await store("/api/referrals", validReferral);
    await staffFetch(`/api/staff/leads/${declined}/status`, { body: { status: "declined" } });
    const late = await staffFetch(`/api/staff/leads/${declined}/work`, { body: { reward: "discount", paidOn: null } });
    expect([late.status, await late.json()]).toEqual([409, { error: "reward_final" }]);
    expect((await staffFetch(`/api/staff/leads/${declined}/work`, { body: { reward: null, paidOn: null, note: "Abgesagt" } })).status).toBe(
      200,
    );
  });

  it("names each mail of a lead by the subject it was sent with, not only its template", async () => {
    const id = await store("/api/inquiries", validInquiry);
    const { deliveries } = await page(id);
    const stored = await env.DB.prepare("SELECT kind, subject FROM outbox WHERE lead_id = ?1 ORDER BY created_at, id")
      .bind(id)
      .all<{ kind: string; subject: string }>();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.map(({ kind, subject }) => ({ kind, subject }))).toEqual(stored.results);
    expect(deliveries.every((d) => d.subject.length > 0 && d.subject !== d.kind)).toBe(true);
    // A mail opens to the text its recipient read: the acknowledgement greets the visitor by name.
    const texts = deliveries.filter((d) => d.channel === "mail").map((d) => d.text ?? "");
    expect(texts.some((text) => text.includes(validInquiry.name))).toBe(true);
  });

  it("saves note, next step (day and text), owner and reward in one save, each change in the history", async () => {
    const ref = await store("/api/referrals", validReferral);
    for (const status of ["contacted", "won"]) await staffFetch(`/api/staff/leads/${ref}/status`, { body: { status } });
    const body = {
      note: "Herr Schüßler hat angerufen.",
      nextStepOn: "2026-12-07",
      nextStepText: "Gutschein per Post schicken",
      owner: "Sales@Agency.test",
      reward: "gift_card",
      paidOn: "2026-11-30",
    };
    const saved = await staffFetch(`/api/staff/leads/${ref}/work`, { body });
    expect(await saved.json()).toEqual({
      changed: ["next_step_on", "next_step_text", "owner", "reward", "reward_paid_on"],
      noteId: expect.any(Number),
      status: "rewarded",
    });
    const { work, notes, history } = await page(ref);
    expect(work).toMatchObject({ next_step_on: "2026-12-07", next_step_text: "Gutschein per Post schicken", owner: otherStaffAddress });
    expect(notes.map((n) => n.body)).toEqual(["Herr Schüßler hat angerufen."]);
    // The reward goes first, through the use case the CLI's `reward` runs, so a refused one saves nothing.
    expect(history.slice(2).map((h) => h.action)).toEqual([
      "reward",
      "reward_paid",
      "status",
      "next_step",
      "next_step_text",
      "owner",
      "note",
    ]);
    const again = await staffFetch(`/api/staff/leads/${ref}/work`, { body: { ...body, note: "" } });
    expect(await again.json()).toEqual({ changed: [], noteId: null });
    const inquiry = await store("/api/inquiries", validInquiry);
    const ignored = await staffFetch(`/api/staff/leads/${inquiry}/work`, { body: { reward: "discount", nextStepText: "Anrufen" } });
    expect(await ignored.json()).toEqual({ changed: ["next_step_text"], noteId: null });
  });

  it("takes back only the mover's own latest status move, as a move of its own", async () => {
    const id = await store("/api/inquiries", validInquiry);
    await staffFetch(`/api/staff/leads/${id}/status`, { body: { status: "contacted" } });
    const other = await accessTokenFor({ email: otherStaffAddress });
    const notTheirs = await staffFetch(`/api/staff/leads/${id}/status/undo`, { body: {}, token: other });
    expect(notTheirs.status).toBe(409);
    const undone = await staffFetch(`/api/staff/leads/${id}/status/undo`, { body: {} });
    expect(await undone.json()).toEqual({ status: "new" });
    const twice = await staffFetch(`/api/staff/leads/${id}/status/undo`, { body: {} });
    expect(await twice.json()).toEqual({ error: "undo_not_allowed" });
    const { lead, history } = await page(id);
    expect(lead.status).toBe("new");
    expect(history.map((h) => JSON.parse(h.detail))).toEqual([
      { from: "new", to: "contacted" },
      { from: "contacted", to: "new", undo: expect.any(Number) },
    ]);
    await staffFetch(`/api/staff/leads/${id}/status`, { body: { status: "contacted" } });
    await staffFetch(`/api/staff/leads/${id}/work`, { body: { note: "Later change" } });
    expect((await staffFetch(`/api/staff/leads/${id}/status/undo`, { body: {} })).status).toBe(409);
  });

  it("answers 404 for an unknown lead and 400 for a body that does not fit", async () => {
    expect((await staffFetch("/api/staff/leads/inq_aaaaaaaaaaaaaaaa")).status).toBe(404);
    expect((await staffFetch("/api/staff/leads/inq_aaaaaaaaaaaaaaaa/work", { body: { note: "x" } })).status).toBe(404);
    const id = await store("/api/inquiries", validInquiry);
    const unfit = { note: "x".repeat(4001), nextStepOn: "tomorrow", owner: 7, reward: "cash" };
    const refused = await staffFetch(`/api/staff/leads/${id}/work`, { body: unfit });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      {
        error: "validation_failed",
        fields: { note: "invalid_type", nextStepOn: "invalid_type", owner: "invalid_type", reward: "invalid_option" },
      },
    ]);
    const unknown = await staffFetch(`/api/staff/leads/${id}/status`, { body: { status: "paid" } });
    expect(await unknown.json()).toEqual({ error: "validation_failed", fields: { status: "invalid_option" } });
    expect((await staffFetch(`/api/staff/leads/${id}/work`, { body: "[]" })).status).toBe(400);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM lead_history WHERE lead_id = ?1").bind(id).first<number>("n");
    expect(rows).toBe(0);
  });
});
