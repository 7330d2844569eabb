import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { subscriberLifecycle, subscriberStatus } from "../../../../contract/lead/lifecycles.ts";
import { insertSubscriberStatement, markSubscriberConfirmed, markSubscriberUnsubscribed, readSubscriberByEmail } from "./newsletter.ts";

const now = "2026-11-29T08:00:00.000Z";
const signUp = (id: string, email: string) => ({
  id,
  email,
  locale: "de",
  source: "footer",
  confirmTokenHash: `confirm-${id}`,
  unsubscribeTokenHash: `unsubscribe-${id}`,
  now,
});

const statusOf = async (email: string) => (await readSubscriberByEmail(env.DB, email))?.status;

describe("a subscriber's status", () => {
  // Unlike the leads' tables, the column has no DEFAULT: a row that does not name its status
  // is refused, so the sign-up's insert is the only way in and it writes the lifecycle's start.
  it("has no column default, and a sign-up starts in the lifecycle's initial state", async () => {
    const { results } = await env.DB.prepare(
      "SELECT dflt_value FROM pragma_table_info('newsletter_subscribers') WHERE name = 'status'",
    ).all<{
      dflt_value: string | null;
    }>();
    expect(results).toEqual([{ dflt_value: null }]);
    await insertSubscriberStatement(env.DB, signUp("sub_lifecycle00001", "first@example.test")).run();
    expect(await statusOf("first@example.test")).toBe(subscriberLifecycle.initial);
  });

  it("moves through the lifecycle's states by the statements", async () => {
    await insertSubscriberStatement(env.DB, signUp("sub_lifecycle00002", "second@example.test")).run();
    await markSubscriberConfirmed(env.DB, "sub_lifecycle00002", now);
    expect(await statusOf("second@example.test")).toBe(subscriberStatus.confirmed);
    await markSubscriberUnsubscribed(env.DB, "sub_lifecycle00002", now);
    expect(await statusOf("second@example.test")).toBe(subscriberStatus.unsubscribed);
  });

  it("the table's CHECK takes exactly the lifecycle's states", async () => {
    await insertSubscriberStatement(env.DB, signUp("sub_lifecycle00003", "third@example.test")).run();
    const set = (status: string) =>
      env.DB.prepare("UPDATE newsletter_subscribers SET status = ?2 WHERE id = ?1").bind("sub_lifecycle00003", status).run();
    for (const status of subscriberLifecycle.states) await expect(set(status)).resolves.toBeTruthy();
    await expect(set("bounced")).rejects.toThrow(/CHECK/);
  });
});
