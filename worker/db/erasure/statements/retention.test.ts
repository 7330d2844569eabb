import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { retentionRules } from "../../../../contract/retention/index.ts";
import { cutoffNames, type RetentionCutoffs } from "../../../../contract/retention/periods.ts";
import type { RetentionRule, TableRetention } from "../../../../contract/retention/rule.ts";
import { schemaColumns } from "../../../testing/schema.ts";
import { bindQuery } from "../../system/statements/query.ts";
import { retentionQueries } from "./retention.ts";

// Each cutoff bound under its own name, so a statement's parameters say which cutoff is which.
const named = Object.fromEntries(cutoffNames.map((name) => [name, `<${name}>`])) as RetentionCutoffs;
const queries = retentionQueries(retentionRules, named);

/** `table.column` for every column a rule names (cleared, matched or counted from) that `schema` lacks. */
function missingRuleColumns(schema: Record<string, string[]>, rules: Readonly<Record<string, TableRetention>>): string[] {
  return Object.entries(rules).flatMap(([table, retention]) =>
    retention.rules
      .flatMap((rule: RetentionRule) => [...(rule.columns ?? []), ...(rule.where ? [rule.where.column] : []), ...(rule.countedFrom ?? [])])
      .filter((column) => !schema[table]?.includes(column))
      .map((column) => `${table}.${column}`),
  );
}

const EXPIRING_LEADS =
  "lead_id IN (SELECT id FROM project_inquiries WHERE created_at < ?1" +
  " UNION ALL SELECT id FROM referrals WHERE created_at < ?1" +
  " UNION ALL SELECT id FROM newsletter_subscribers WHERE (status = ?2 AND COALESCE(confirmation_sent_at, created_at) < ?3)" +
  " OR (status = ?4 AND COALESCE(unsubscribed_at, created_at) < ?5))";
const EXPIRING_LEADS_PARAMS = ["<leads>", "pending", "<unconfirmedSubscribers>", "unsubscribed", "<unsubscribedSubscribers>"];

describe("the retention job's statements, built from the rules' data", () => {
  it("are one statement per deleting or clearing rule, plus the rows of expiring leads, every value bound", () => {
    expect(queries.map((q) => [q.table, q.action, q.sql, q.params])).toEqual([
      ...["outbox", "bookings", "lead_work", "lead_notes", "lead_history"].map((table) => [
        table,
        "delete",
        `DELETE FROM ${table} WHERE ${EXPIRING_LEADS}`,
        EXPIRING_LEADS_PARAMS,
      ]),
      ["project_inquiries", "delete", "DELETE FROM project_inquiries WHERE created_at < ?1", ["<leads>"]],
      ["referrals", "delete", "DELETE FROM referrals WHERE created_at < ?1", ["<leads>"]],
      [
        "newsletter_subscribers",
        "delete",
        "DELETE FROM newsletter_subscribers WHERE (status = ?1 AND COALESCE(confirmation_sent_at, created_at) < ?2)",
        ["pending", "<unconfirmedSubscribers>"],
      ],
      [
        "newsletter_subscribers",
        "delete",
        "DELETE FROM newsletter_subscribers WHERE (status = ?1 AND COALESCE(unsubscribed_at, created_at) < ?2)",
        ["unsubscribed", "<unsubscribedSubscribers>"],
      ],
      ["outbox", "delete", "DELETE FROM outbox WHERE (status = ?1 AND COALESCE(sent_at, created_at) < ?2)", ["sent", "<sentMail>"]],
      ["outbox", "delete", "DELETE FROM outbox WHERE (status = ?1 AND next_attempt_at < ?2)", ["dead", "<deadMail>"]],
      ["consents", "delete", "DELETE FROM consents WHERE created_at < ?1", ["<consents>"]],
      ["funnel_counts", "delete", "DELETE FROM funnel_counts WHERE day < ?1", ["<funnelDays>"]],
      ["mailbox_caps", "delete", "DELETE FROM mailbox_caps WHERE sent_at < ?1", ["<mailboxCaps>"]],
      ["funnel_openings", "delete", "DELETE FROM funnel_openings WHERE created_at < ?1", ["<funnelOpenings>"]],
      ["bookings", "delete", "DELETE FROM bookings WHERE (lead_id IS NULL AND created_at < ?1)", ["<unmatchedBookings>"]],
      ...["project_inquiries", "referrals", "consents"].map((table) => [
        table,
        "clear",
        `UPDATE ${table} SET idempotency_key = NULL, idempotency_body_hash = NULL WHERE created_at < ?1` +
          " AND (idempotency_key IS NOT NULL OR idempotency_body_hash IS NOT NULL)",
        ["<idempotencyKeys>"],
      ]),
    ]);
  });

  it("follow a changed rule: another column, another status, another table", () => {
    const outbox: TableRetention = retentionRules.outbox;
    const changed = {
      ...retentionRules,
      outbox: {
        ...outbox,
        rules: outbox.rules.map(
          (rule): RetentionRule =>
            rule.cutoff === "sentMail" ? { ...rule, where: { column: "status", equals: "delivered" }, countedFrom: ["created_at"] } : rule,
        ),
      },
      audit_log: {
        holds: "personal",
        columns: { id: "none", logged_at: "none" },
        leads: true,
        rules: [{ rows: "every entry", action: "delete", period: { days: 90 }, countedFrom: ["logged_at"], cutoff: "consents", why: "-" }],
      },
    } satisfies Record<string, TableRetention>;
    const changedQueries = retentionQueries(changed, named);
    const sql = changedQueries.map((q) => q.sql);
    expect(changedQueries).toContainEqual(
      expect.objectContaining({ sql: "DELETE FROM outbox WHERE (status = ?1 AND created_at < ?2)", params: ["delivered", "<sentMail>"] }),
    );
    expect(sql).not.toContain("DELETE FROM outbox WHERE (status = ?1 AND COALESCE(sent_at, created_at) < ?2)");
    expect(sql).toContain("DELETE FROM audit_log WHERE logged_at < ?1");
    // A new lead table's rows take their mails with them too.
    expect(sql[0]).toContain("UNION ALL SELECT id FROM audit_log WHERE logged_at < ?6");
    expect(changedQueries[0]?.params).toEqual([...EXPIRING_LEADS_PARAMS, "<consents>"]);
  });

  it("name only columns the migrated schema has", async () => {
    const schema = await schemaColumns(env.DB);
    expect(missingRuleColumns(schema, retentionRules)).toEqual([]);
    const misnamed = {
      outbox: { ...retentionRules.outbox, rules: [{ ...retentionRules.outbox.rules[1], countedFrom: ["sent_on"] }] },
    } as Record<string, TableRetention>;
    expect(missingRuleColumns(schema, misnamed)).toEqual(["outbox.sent_on"]);
  });

  it("run in D1 as built: every statement is valid SQL on the migrated schema", async () => {
    for (const query of queries) {
      await expect(bindQuery(env.DB, { ...query, sql: `EXPLAIN ${query.sql}` }).all(), query.sql).resolves.toMatchObject({ success: true });
    }
  });
});
