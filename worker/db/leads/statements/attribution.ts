/** A lead's attribution as its row stores it: the JSON columns, the campaign it counts under, and reading them back. */
import type { Attribution, HiddenFields } from "../../../../contract/attribution/bounds.ts";

/**
 * The campaign a lead counts under: its own `utm_campaign`, else the session's first
 * touch's, else "" (none).
 */
export function campaignOf(attribution: Attribution | undefined): string {
  return attribution?.utm_campaign ?? attribution?.first?.utm_campaign ?? "";
}

/** The attribution columns of a lead row: the JSON (NULL when none) and its campaign. */
export function attributionColumns(attribution: Attribution | undefined): { attribution: string | null; campaign: string } {
  const sent = attribution && Object.keys(attribution).length > 0 ? attribution : undefined;
  return { attribution: sent ? JSON.stringify(sent) : null, campaign: campaignOf(sent) };
}

/** The hidden fields column: the JSON object, NULL when none. */
export function hiddenFieldsColumn(fields: HiddenFields | undefined): { hidden_fields: string | null } {
  return { hidden_fields: fields && Object.keys(fields).length > 0 ? JSON.stringify(fields) : null };
}

/** A stored JSON column back as an object; anything unreadable counts as none. */
export function parseJsonColumn<T extends object>(value: string | null | undefined): T | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}
