import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { post, validInquiry } from "../../../testing/http.ts";
import { d1Batch } from "../../system/statements/query.ts";
import { readInquiry } from "../../testing/rows.ts";
import { moveLeadStatusQueries } from "./lead-status.ts";

const run = d1Batch(env.DB);
const at = "2026-11-29T09:00:00.000Z";

async function newInquiry(): Promise<string> {
  return ((await (await post("/api/inquiries", validInquiry)).json()) as { id: string }).id;
}

const history = async (leadId: string) =>
  (await env.DB.prepare("SELECT actor, action, detail, at FROM lead_history WHERE lead_id = ?1").bind(leadId).all()).results;

describe("a status move", () => {
  it("moves a lead whose status the rule allows, with its history row, in one batch", async () => {
    const id = await newInquiry();
    const [added, , current] = await run(
      moveLeadStatusQueries("project_inquiries", { leadId: id, actor: "anna@agency.test", at }, "contacted", ["new"]),
    );
    expect(added).toHaveLength(1);
    expect(current).toEqual([{ status: "contacted" }]);
    expect(await readInquiry(env.DB, id)).toMatchObject({ status: "contacted", status_changed_at: at });
    expect(await history(id)).toEqual([
      { actor: "anna@agency.test", action: "status", detail: JSON.stringify({ from: "new", to: "contacted" }), at },
    ]);
  });

  it("changes nothing and writes no history when the lead's status is not one it may move from", async () => {
    const id = await newInquiry();
    const [added, , current] = await run(
      moveLeadStatusQueries("project_inquiries", { leadId: id, actor: "a@agency.test", at }, "won", ["booked"]),
    );
    expect(added).toEqual([]);
    expect(current).toEqual([{ status: "new" }]);
    expect(await readInquiry(env.DB, id)).toMatchObject({ status: "new", status_changed_at: null });
    expect(await history(id)).toEqual([]);
  });

  it("answers no status for a lead that does not exist", async () => {
    const [added, , current] = await run(
      moveLeadStatusQueries("referrals", { leadId: "ref_missing", actor: "a@agency.test", at }, "won", ["new"]),
    );
    expect([added, current]).toEqual([[], []]);
  });
});
