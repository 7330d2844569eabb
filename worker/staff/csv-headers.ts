/**
 * The export's column names: German words for a German agency, the column codes for an
 * English one, whose scripts match on them. Plain descriptors with explicit ids, because the
 * Worker has no Lingui macro transform.
 */
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { attributionColumnLabel } from "../../contract/attribution/labels.ts";
import { staffColumnLabels } from "../../contract/lead/columns/labels.ts";
import { recordColumnLabels } from "../../contract/lead/field-labels.ts";
import type { AgencyLocale } from "../../contract/locales.ts";
import { messages as deLabels } from "../../locales/de/labels.ts";
import { messages as de } from "../../locales/de/staff.ts";
import { messages as enLabels } from "../../locales/en/labels.ts";
import { messages as en } from "../../locales/en/staff.ts";

/**
 * The names of the columns the export adds to what a lead holds (its state in words, the
 * staff's work); a lead's own columns are named by the contract's labels, as in the mails.
 */
const own: Readonly<Record<string, MessageDescriptor>> = {
  status: /*i18n*/ { id: "export.status", message: "Status (code)" },
  status_label: /*i18n*/ { id: "export.status_label", message: "Status" },
  status_changed_at: /*i18n*/ { id: "export.status_changed_at", message: "Status changed" },
  partner: /*i18n*/ { id: "export.partner", message: "Partner" },
  campaign: /*i18n*/ { id: "export.campaign", message: "Campaign" },
  landing_page: /*i18n*/ { id: "export.landing_page", message: "Landing page" },
  owner: /*i18n*/ { id: "export.owner", message: "Owner" },
  next_step_on: /*i18n*/ { id: "export.next_step_on", message: "Next step on" },
  next_step_text: /*i18n*/ { id: "export.next_step_text", message: "Next step: what to do" },
  notes: /*i18n*/ { id: "export.notes", message: "Notes" },
  reward: /*i18n*/ { id: "export.reward", message: "Reward" },
  reward_paid_on: /*i18n*/ { id: "export.reward_paid_on", message: "Reward paid on" },
  appointment: /*i18n*/ { id: "export.appointment", message: "Booked call" },
};

const labelSuffix: MessageDescriptor = /*i18n*/ { id: "export.label_suffix", message: "(label)" };

/** The export's language: the staff catalog and the contract's field labels. */
export function exportI18n(locale: AgencyLocale): I18n {
  return setupI18n({ locale, messages: { en: { ...enLabels, ...en }, de: { ...deLabels, ...de } } });
}

/**
 * What staff call a column of a lead of `kind` in `i18n`'s language: a lead's own columns by
 * the contract's labels, the attribution's by theirs, the export's additions by the names
 * above; the code itself for a column none of them names. The CLI's `show` reads it too.
 */
export function columnName(i18n: I18n, column: string, kind: "inquiries" | "referrals" = "inquiries"): string {
  // A referral's form labels say whose detail each is, so its two people stay apart.
  const labels: Readonly<Record<string, MessageDescriptor>> = { ...staffColumnLabels[kind], ...recordColumnLabels, ...own };
  const descriptor = Object.hasOwn(labels, column) ? labels[column] : undefined;
  return descriptor ? i18n._(descriptor) : (attributionColumnLabel(i18n, column) ?? column);
}

/** What a column is called in the export of `kind`: its code in English, its name in German. */
export function headerOf(i18n: I18n, column: string, kind: "inquiries" | "referrals" = "inquiries"): string {
  if (i18n.locale !== "de") return column;
  const base = column.endsWith("_label") && column !== "status_label" ? column.slice(0, -"_label".length) : column;
  const name = columnName(i18n, base, kind);
  return base === column ? name : `${name} ${i18n._(labelSuffix)}`;
}

const fileNames: Readonly<Record<"inquiries" | "referrals", MessageDescriptor>> = {
  inquiries: /*i18n*/ { id: "export.file.inquiries", message: "inquiries" },
  referrals: /*i18n*/ { id: "export.file.referrals", message: "referrals" },
};

/** The export's file name in its language, `anfragen-2026-11-29.csv`, dated `day`. */
export function exportFileName(i18n: I18n, kind: "inquiries" | "referrals", day: string): string {
  return `${i18n._(fileNames[kind])}-${day}.csv`;
}
