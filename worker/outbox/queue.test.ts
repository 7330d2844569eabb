/** A lead and its outbox rows are stored in one batch, or neither is. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { OutboxItem } from "../db/outbox/statements/outbox-items.ts";
import { storeWithOutbox } from "./queue.ts";

const mail = (leadId: string): OutboxItem => ({
  channel: "mail",
  kind: "staff_digest",
  leadId,
  message: { from: { email: "a@example.com" }, to: [{ email: "b@example.com" }], subject: "s", text: "t", html: "<p>t</p>" },
});

describe("storing with the outbox", () => {
  it("queues the deliveries in the batch of the row they belong to: a failing row leaves no delivery", async () => {
    const now = new Date().toISOString();
    const failing = env.DB.prepare("INSERT INTO no_such_table (id) VALUES (1)");
    await expect(storeWithOutbox(env.DB, [failing], [mail("queue-test:failed")], now)).rejects.toThrow();
    const stored = await storeWithOutbox(env.DB, [env.DB.prepare("SELECT 1")], [mail("queue-test:ok")], now);
    const rows = await env.DB.prepare("SELECT id, lead_id FROM outbox WHERE lead_id LIKE 'queue-test:%'").all<{
      id: string;
      lead_id: string;
    }>();
    expect(rows.results).toEqual([{ id: stored[0], lead_id: "queue-test:ok" }]);
  });
});
