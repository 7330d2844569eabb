/**
 * What erasure does to the staff's own rows about a lead (notes, history, the next step):
 * they go with a lead that goes; a kept lead's rows lose only the mention of the person.
 */
import type { StaffErasure } from "../db/erasure/statements/erasure-shape.ts";
import { messageHolds } from "./match.ts";
import { redactJson, redactMention } from "./redact.ts";
import type { AddressRows } from "./rows.ts";

/**
 * The staff rows of `leads` (which go with them), and the others' with the address replaced.
 * A work row holds a referrer's reward bookkeeping, so it goes only with a lead that is
 * `gone`; an anonymised referral keeps it without the next step's text.
 */
export function staffErasure(rows: AddressRows, email: string, leads: ReadonlySet<string>, gone: ReadonlySet<string>): StaffErasure {
  const erasure: StaffErasure = { deletes: [], redacts: [] };
  for (const row of rows.work ?? []) {
    const id = String(row.lead_id);
    if (gone.has(id)) erasure.deletes.push({ table: "lead_work", id });
    else if (leads.has(id) && row.next_step_text) erasure.redacts.push({ table: "lead_work", id, value: "" });
    else if (messageHolds(row.next_step_text, email)) {
      const value = redactMention(String(row.next_step_text), email, []);
      if (value !== undefined) erasure.redacts.push({ table: "lead_work", id, value });
    }
  }
  const tables = [
    ["lead_notes", "body", rows.notes ?? [], redactMention],
    ["lead_history", "detail", rows.history ?? [], redactJson],
  ] as const;
  for (const [table, column, tableRows, redact] of tables) {
    for (const row of tableRows) {
      const id = String(row.id);
      if (leads.has(String(row.lead_id))) erasure.deletes.push({ table, id });
      else if (messageHolds(row[column], email)) {
        const value = redact(String(row[column]), email, []);
        if (value !== undefined) erasure.redacts.push({ table, id, value });
      }
    }
  }
  return erasure;
}
