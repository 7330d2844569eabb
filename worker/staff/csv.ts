/**
 * The leads as a file Excel opens as it is: UTF-8 with a byte order mark (umlauts), `;`
 * between cells where the decimal mark is a comma (German Excel splits there), CRLF, every
 * cell quoted, times on the agency's clock, each stored choice followed by its label, and
 * ranges such as `1-10` written so Excel keeps them as text instead of making 1 October.
 */
import type { I18n } from "@lingui/core";
import {
  columnFlagLabel,
  labelColumnValue,
  rewardLabel,
  siteSourceLabel,
  staffColumns,
  withLabelColumns,
} from "../../contract/lead-columns.ts";
import { statusLabels } from "../../contract/lifecycles.ts";
import { type AgencyLocale, intlTags } from "../../contract/options.ts";
import { attributionExport } from "./attribution-export.ts";
import { csvCell } from "./csv-cell.ts";
import { exportI18n, headerOf } from "./csv-headers.ts";
import { viennaClock } from "./working-days.ts";

/** A stored UTC timestamp on the agency's clock, `2026-05-04 10:30`; anything else as it is. */
function viennaTimestamp(value: unknown): unknown {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(Date.parse(value))) return value;
  const { day, hour, minute } = viennaClock(new Date(value));
  return `${day} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * The columns of the file: the table's own, each choice followed by `<column>_label`, the
 * status by its label alone (its code says nothing the label does not), the reward
 * followed by what it is worth and the reply language by its name.
 */
function exportColumns(columns: readonly string[]): string[] {
  const beside: Readonly<Record<string, readonly string[]>> = {
    status: ["status_label"],
    reward: ["reward", "reward_label"],
    locale: ["locale", "locale_label"],
  };
  return withLabelColumns(columns).flatMap((c) => beside[c] ?? [c]);
}

/** A language code as a word in the file's language ("Deutsch"); anything unknown as it is. */
function languageName(code: unknown, locale: AgencyLocale): unknown {
  if (typeof code !== "string" || !/^[a-z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames(intlTags[locale], { type: "language", fallback: "code" }).of(code) ?? code;
}

/** The booked call's start on the agency's clock, with its state when it was cancelled; "" without a call. */
function appointmentCell(row: Record<string, unknown>, i18n: I18n): unknown {
  if (row.appointment === null || row.appointment === undefined) return "";
  const start = viennaTimestamp(row.appointment);
  return row.appointment_status === "cancelled" ? `${start} (${i18n._(statusLabels.cancelled)})` : start;
}

/** What the file is of, in which language, and which sources are our own website (`Config.siteOrigins`). */
export interface LeadsCsvOptions {
  kind: "inquiries" | "referrals";
  locale: AgencyLocale;
  siteOrigins: ReadonlySet<string>;
}

/** A cell's value: a label (choice, status, reward, flag, our website), a time on the agency's clock, or the value. */
function cellOf(column: string, row: Record<string, unknown>, i18n: I18n, options: LeadsCsvOptions): unknown {
  if (column === "status_label") {
    const descriptor = (statusLabels as Record<string, { id: string; message?: string }>)[String(row.status)];
    return descriptor ? i18n._(descriptor) : row.status;
  }
  if (column === "reward_label") return rewardLabel(i18n, options.locale, row.reward);
  if (column === "locale_label") return languageName(row.locale, options.locale);
  if (column === "appointment") return appointmentCell(row, i18n);
  if (column === "source" && options.siteOrigins.has(String(row.source))) return i18n._(siteSourceLabel);
  return columnFlagLabel(i18n, column, row[column]) ?? labelColumnValue(column, row, i18n) ?? viennaTimestamp(row[column]);
}

/**
 * The CSV of `rows` with `columns` (the table's), labels in the options' language, cells
 * split by `;` for German, and the attribution's and hidden fields' values in columns of
 * their own. The staff inbox and the CLI both write their Excel file through it.
 */
export function leadsCsv(columns: readonly string[], stored: readonly Record<string, unknown>[], options: LeadsCsvOptions): string {
  const i18n = exportI18n(options.locale);
  const separator = options.locale === "de" ? ";" : ",";
  const { columns: split, rows } = attributionExport(staffColumns(columns), stored);
  const header = exportColumns(split);
  const line = (row: Record<string, unknown>) => header.map((column) => csvCell(cellOf(column, row, i18n, options))).join(separator);
  const names = header.map((column) => csvCell(headerOf(i18n, column, options.kind)));
  return `\ufeff${[names.join(separator), ...rows.map(line)].join("\r\n")}\r\n`;
}
