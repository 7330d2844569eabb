/** The digest's statement picks rows that are dead or keep failing, by the contract's threshold. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deliveryPolicy } from "../../../../contract/lead/delivery-state.ts";
import { deliveryProblems } from "../d1/outbox.ts";

async function insertRow(id: string, status: string, attempts: number): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO outbox (id, channel, kind, lead_id, recipient, subject, message, status, attempts, next_attempt_at, created_at) " +
      "VALUES (?1, 'mail', 'inquiry_notification', 'inq_problem', 'a@b.test', 's', '{}', ?2, ?3, '2026-11-29T08:00:00.000Z', '2026-11-29T08:00:00.000Z')",
  )
    .bind(id, status, attempts)
    .run();
}

describe("the digest's delivery problems", () => {
  it("are the dead rows and the pending ones that failed the contract's number of times, not fewer", async () => {
    await insertRow("out_dead", "dead", 8);
    await insertRow("out_failing", "pending", deliveryPolicy.failingAfterAttempts);
    await insertRow("out_retrying", "pending", deliveryPolicy.failingAfterAttempts - 1);
    await insertRow("out_sent", "sent", deliveryPolicy.failingAfterAttempts);
    const ids = (await deliveryProblems(env.DB, "2026-11-28T00:00:00.000Z")).map((row) => row.id).sort();
    expect(ids).toEqual(["out_dead", "out_failing"]);
  });
});
