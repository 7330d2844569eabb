/**
 * The leads as a file Excel opens as it is: UTF-8 with a byte order mark (umlauts), `;`
 * between cells where the decimal mark is a comma (German Excel splits there), CRLF, every
 * cell quoted, times on the agency's clock, each stored choice followed by its label, and
 * ranges such as `1-10` written so Excel keeps them as text instead of making 1 October.
 */
import type { I18n } from "@lingui/core";
import { staffColumns } from "../../contract/lead/columns/access.ts";
import { columnKind, withLabelColumns } from "../../contract/lead/columns/labels.ts";
import { type ColumnTextContext, columnText } from "../../contract/lead/columns/text.ts";
import { statusLabels } from "../../contract/lead/lifecycles.ts";
import type { AgencyLocale } from "../../contract/locales.ts";
import { attributionExport } from "./attribution-export.ts";
import { agencySeparator, type CsvSeparator, fileTime, rowsCsv } from "./csv-cell.ts";
import { exportI18n, headerOf } from "./csv-headers.ts";

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

/** The booked call's start on the agency's clock, with its state when it was cancelled; "" without a call. */
function appointmentCell(row: Record<string, unknown>, i18n: I18n): unknown {
  if (row.appointment === null || row.appointment === undefined) return "";
  const start = fileTime(row.appointment);
  return row.appointment_status === "cancelled" ? `${start} (${i18n._(statusLabels.cancelled)})` : start;
}

/**
 * What the file is of, in which language, and which sources are our own website
 * (`Config.siteOrigins`); the separator (the language's for Excel unless chosen) and
 * whether the internal columns stay (the CLI's `--all-columns`).
 */
export interface LeadsCsvOptions {
  kind: "inquiries" | "referrals";
  locale: AgencyLocale;
  siteOrigins: ReadonlySet<string>;
  separator?: CsvSeparator;
  allColumns?: boolean;
}

/** A cell's value: a stored value in words (a `<column>_label`, the status, where it came from, a flag), a time on the agency's clock, or the value. */
function cellOf(column: string, row: Record<string, unknown>, i18n: I18n, context: ColumnTextContext): unknown {
  if (column === "status_label") {
    const descriptor = (statusLabels as Record<string, { id: string; message?: string }>)[String(row.status)];
    return descriptor ? i18n._(descriptor) : row.status;
  }
  if (column === "appointment") return appointmentCell(row, i18n);
  if (column.endsWith("_label")) {
    const source = column.slice(0, -"_label".length);
    return columnText(i18n, source, row, context) ?? row[source];
  }
  if (column === "source" || columnKind(column) === "flag") return columnText(i18n, column, row, context);
  return fileTime(row[column]);
}

/**
 * The CSV of `rows` with `columns` (the table's), labels in the options' language, and the
 * attribution's and hidden fields' values in columns of their own. Every export of
 * inquiries and referrals, the staff inbox's and the CLI's, is written by it, so a lead
 * reads the same in both files.
 */
export function leadsCsv(columns: readonly string[], stored: readonly Record<string, unknown>[], options: LeadsCsvOptions): string {
  const i18n = exportI18n(options.locale);
  const separator = options.separator ?? agencySeparator(options.locale);
  const context: ColumnTextContext = { locale: options.locale, siteOrigins: options.siteOrigins };
  const { columns: split, rows } = attributionExport(options.allColumns ? [...columns] : staffColumns(options.kind, columns), stored);
  const header = exportColumns(split);
  const names = header.map((column) => headerOf(i18n, column, options.kind));
  return rowsCsv(
    names,
    rows.map((row) => header.map((column) => cellOf(column, row, i18n, context))),
    { separator },
  );
}
