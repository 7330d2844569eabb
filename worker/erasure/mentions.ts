/**
 * Other people's leads that mention the erased person: they stay (they are someone else's),
 * and each free-text or JSON column that holds the address gets the mention, and the names
 * the person typed beside it in their own leads, replaced.
 */
import { type LeadTable, type Redaction, secondPersonColumns } from "../db/erasure/statements/erasure-shape.ts";
import { declaredColumns, FREE_TEXT_COLUMNS, JSON_COLUMNS } from "./columns.ts";
import { messageHolds, same } from "./match.ts";
import { redactJson, redactMention } from "./redact.ts";
import type { AddressRows, Row } from "./rows.ts";

/** Whether `row` holds `email` in an address column the declaration gives `person` in `table`. */
export function rowHolds(row: Row, table: LeadTable | "newsletter_subscribers", email: string, person: "own" | "second" = "own"): boolean {
  return declaredColumns(table, "address", person).some((column) => same(row[column], email));
}

const leadTables = (rows: AddressRows) =>
  [
    ["project_inquiries", rows.inquiries],
    ["referrals", rows.referrals],
  ] as const;

/** The person's own names, as typed next to their address in their own leads. */
function ownNames(rows: AddressRows, email: string): string[] {
  const names = new Set<string>();
  for (const [table, tableRows] of leadTables(rows))
    for (const person of ["own", "second"] as const)
      for (const row of tableRows.filter((r) => rowHolds(r, table, email, person)))
        for (const column of declaredColumns(table, "name", person)) if (typeof row[column] === "string") names.add(row[column]);
  return [...names];
}

/** The mention replaced in each column of `row` that holds it; `mentioned` when any column does. */
function redactRow(row: Row, table: LeadTable, email: string, names: readonly string[], anonymised: boolean) {
  const columns: Record<string, string> = {};
  let mentioned = false;
  for (const column of FREE_TEXT_COLUMNS[table]) {
    // An anonymised referral's referred-person fields become [removed] as a whole.
    if (anonymised && secondPersonColumns(table).includes(column)) continue;
    const value = row[column];
    if (!messageHolds(value, email)) continue;
    mentioned = true;
    const redact = JSON_COLUMNS.has(`${table}.${column}`) ? redactJson : redactMention;
    const redacted = redact(String(value), email, names);
    if (redacted !== undefined) columns[column] = redacted;
  }
  return { columns, mentioned };
}

/** The leads that stay (not `deleted`) but mention the address, with the mention replaced in each text or JSON column. */
export function othersMentions(
  rows: AddressRows,
  email: string,
  deleted: ReadonlySet<string>,
  anonymised: ReadonlySet<string>,
): { redactions: Redaction[]; mentioned: { table: string; id: string }[] } {
  const names = ownNames(rows, email);
  const redactions: Redaction[] = [];
  const mentioned: { table: string; id: string }[] = [];
  for (const [table, tableRows] of leadTables(rows)) {
    for (const row of tableRows) {
      const id = String(row.id);
      if (deleted.has(id)) continue;
      const found = redactRow(row, table, email, names, anonymised.has(id));
      if (found.mentioned) mentioned.push({ table, id });
      if (Object.keys(found.columns).length > 0) redactions.push({ table, id, columns: found.columns });
    }
  }
  return { redactions, mentioned };
}
