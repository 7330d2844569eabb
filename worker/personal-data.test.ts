import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { personalColumns, retentionRules } from "../contract/retention/index.ts";
import { schemaColumns, unclassifiedColumns } from "./testing/schema.ts";

// The declaration of personal data (contract/retention/index.ts) is what erasure searches, its
// final check reads and the privacy page states: a column it does not know is a place
// nobody would look. A migration that adds a column (or a table) must classify it there.
describe("the declaration of personal data", () => {
  it("classifies every column of every table the migrations create, and names no column they lack", async () => {
    const schema = await schemaColumns(env.DB);
    // On failure: add each column named here to its table's `columns` in contract/retention/index.ts.
    expect(unclassifiedColumns(schema, retentionRules)).toEqual([]);
    for (const [table, retention] of Object.entries(retentionRules)) {
      expect(Object.keys(retention.columns).sort(), table).toEqual([...(schema[table] ?? [])].sort());
    }
  });

  it("fails for a migration that adds a column it does not classify", async () => {
    // Storage is this file's own: the column exists only here.
    await env.DB.exec("ALTER TABLE project_inquiries ADD COLUMN staff_note TEXT");
    try {
      expect(unclassifiedColumns(await schemaColumns(env.DB), retentionRules)).toEqual(["project_inquiries.staff_note"]);
    } finally {
      await env.DB.exec("ALTER TABLE project_inquiries DROP COLUMN staff_note");
    }
  });

  it("names the places that hold a person's data outside the lead's own columns: attribution, hidden fields, campaigns, bookings, caps", () => {
    const places = personalColumns().map((p) => `${p.table}.${p.column}:${p.match}`);
    expect(places).toEqual(
      expect.arrayContaining([
        "project_inquiries.attribution:json",
        "project_inquiries.hidden_fields:json",
        "project_inquiries.campaign:free-text",
        "referrals.attribution:json",
        "funnel_counts.campaign:free-text",
        "bookings.attendee_name:detail",
        "bookings.attendee_email:address",
        "mailbox_caps.mailbox:address-hash",
        "outbox.recipient:recipients",
        "outbox.message:json",
      ]),
    );
  });
});
