import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { post, validReferral } from "../../../testing/http.ts";
import { nextStepsOn } from "./digest.ts";

describe("the digest's next steps", () => {
  it("name a referral by the person recommended, as the inbox's line does: whom staff call", async () => {
    const { id } = (await (await post("/api/referrals", validReferral)).json()) as { id: string };
    await env.DB.prepare(
      "INSERT INTO lead_work (lead_id, owner, next_step_on, updated_at) VALUES (?1, 'anna@agency.test', '2026-12-01', '2026-11-29')",
    )
      .bind(id)
      .run();
    expect(await nextStepsOn(env.DB, "2026-12-01")).toEqual([
      { lead_id: id, name: validReferral.referralName, company: validReferral.referralCompany, owner: "anna@agency.test" },
    ]);
  });
});
