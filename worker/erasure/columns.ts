/**
 * Where erasure looks in a lead, read from the declaration of personal data
 * (contract/retention/index.ts): the address columns that make a lead the person's own, the
 * name columns, the free text and JSON that can mention someone else, and the second
 * person a referral names. A column declared there is searched here without a change.
 */
import type { PersonalMatch } from "../../contract/lead/personal-match.ts";
import { type PersonalColumn, personalColumns, type RetainedTable } from "../../contract/retention/index.ts";
import type { LeadTable } from "../db/erasure/statements/erasure-shape.ts";

function textColumns(table: LeadTable): string[] {
  return personalColumns()
    .filter((p) => p.table === table && (p.match === "free-text" || p.match === "name" || p.match === "json"))
    .map((p) => p.column);
}

/**
 * The columns per lead table that can mention someone else's address (the declaration's
 * free text and JSON: names, companies, descriptions, campaigns, attribution, hidden fields).
 */
export const FREE_TEXT_COLUMNS: Readonly<Record<LeadTable, readonly string[]>> = {
  project_inquiries: textColumns("project_inquiries"),
  referrals: textColumns("referrals"),
};

/** The columns of `table` declared as `match`, of the row's own person or of the second one it names. */
export function declaredColumns(table: RetainedTable, match: PersonalMatch, person: PersonalColumn["person"] = "own"): string[] {
  return personalColumns()
    .filter((p) => p.table === table && p.match === match && p.person === person)
    .map((p) => p.column);
}

/** `table.column` of every JSON column: a mention in one is replaced inside its string values. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set(
  personalColumns()
    .filter((p) => p.match === "json")
    .map((p) => `${p.table}.${p.column}`),
);
