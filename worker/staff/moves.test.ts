import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bindQuery } from "../db/system/statements/query.ts";
import { listOutboxForLead } from "../db/testing/outbox-rows.ts";
import { staffFetch } from "./testing/access.ts";
import { expectedRewardRows, movingReferralId, queuedRow, seedMovingReferral } from "./testing/referral-move.ts";

const move = (status: string) => staffFetch(`/api/staff/leads/${movingReferralId}/status`, { body: { status } });

describe("a referral's status move from the inbox", () => {
  it("queues the referrer's mails the CLI's move queues: the same rows, the same message bytes", async () => {
    await env.DB.batch(seedMovingReferral.map((query) => bindQuery(env.DB, query)));
    expect(await (await move("won")).json()).toEqual({ status: "won" });
    expect(await (await move("rewarded")).json()).toEqual({ status: "rewarded" });
    const rows = await Promise.all((await listOutboxForLead(env.DB, movingReferralId)).map(queuedRow));
    expect(rows).toEqual(expectedRewardRows);
  });

  it("answers a move someone else made meanwhile as every staff refusal is answered", async () => {
    const res = await move("won");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "status_not_allowed", status: "rewarded" });
  });
});
