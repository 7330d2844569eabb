/**
 * `export inquiries|referrals|subscribers`: the rows as CSV or JSON to stdout or a file. Leads
 * go through the inbox's CSV builder, so both exports are the same file.
 */
import { writeFileSync } from "node:fs";
import { staffColumns } from "../../../contract/lead/columns/access.ts";
import type { LeadTableKind } from "../../../contract/lead/ids.ts";
import type { AgencyLocale } from "../../../contract/locales.ts";
import { AGENCY_TIME_ZONE } from "../../../contract/site/company.ts";
import {
  agencySeparator,
  attributionExport,
  type CsvSeparator,
  exportLeadsQueries,
  fileTime,
  loadLeadsCsv,
  rowsCsv,
} from "../../../worker/cli.ts";
import { expectNoMore, kindOf, type Options, onlyOptions, parseSince, searchOf, statusesOf } from "../args.ts";
import { callerPath, type Row } from "../d1.ts";
import { CommandError, UsageError } from "../errors.ts";
import { toJson } from "../format.ts";
import { agencyLocale, type Io, say, siteOriginsOf } from "../io.ts";
import { usageMessages } from "../messages.ts";
import { inlineQueries } from "../sql.ts";

export type Separator = CsvSeparator;

export interface ExportCommand {
  name: "export";
  kind: LeadTableKind;
  format: "csv" | "json";
  since?: string;
  statuses?: string[];
  /** Where to write the file (as typed: relative to where the user called from); stdout without it. */
  out?: string;
  /** CSV for a spreadsheet: BOM, the locale's separator (unless `separator`), Vienna times Excel reads. */
  excel?: boolean;
  separator?: Separator;
  /** Every column, internals (Idempotency-Key data, token hashes) included. */
  allColumns?: boolean;
  /** Only leads whose name, company or address holds this text. */
  search?: string;
}

function separatorOf(value: string): Separator {
  if (value === "," || value === ";") return value;
  if (value === "\t" || value === "\\t" || value.toLowerCase() === "tab") return "\t";
  throw new UsageError(usageMessages.separator, { value });
}

/** `export`'s arguments as a command; a `UsageError` names the first that is wrong. */
export function parseExport(o: Options, rest: readonly string[], now: Date): ExportCommand {
  onlyOptions(o, "export", ["since", "status", "format", "bom", "out", "excel", "sep", "all-columns", "search"]);
  const kind = kindOf(rest[0]);
  expectNoMore(rest.slice(1));
  // --excel means CSV: the format need not be spelled out twice.
  const format = o.format ?? (o.excel ? "csv" : undefined);
  if (format !== "csv" && format !== "json")
    throw format ? new UsageError(usageMessages.format, { format, formats: "csv, json" }) : new UsageError(usageMessages.exportFormat);
  // Every CSV starts with the byte order mark anyway; --bom is accepted so scripts that pass it keep working.
  for (const csvOnly of ["bom", "excel", "sep"] as const) {
    if (o[csvOnly] !== undefined && format !== "csv") throw new UsageError(usageMessages.csvOnly, { option: csvOnly });
  }
  if (o.out !== undefined && o.out.trim() === "") throw new UsageError(usageMessages.outEmpty);
  const separator = o.sep === undefined ? undefined : separatorOf(o.sep);
  return {
    name: "export",
    kind,
    format,
    since: o.since === undefined ? undefined : parseSince(o.since, now),
    statuses: statusesOf(kind, o.status),
    ...(o.out === undefined ? {} : { out: o.out }),
    ...(o.excel ? { excel: true } : {}),
    ...(separator === undefined ? {} : { separator }),
    ...(o["all-columns"] ? { allColumns: true } : {}),
    ...(o.search === undefined ? {} : { search: searchOf(o.search) }),
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const singular = (kind: LeadTableKind) => kind.replace(/ies$/, "y").replace(/s$/, "");

/** The separator the command's cells are split by: as asked, else the agency's for Excel, else a comma. */
function separatorFor(command: ExportCommand, locale: AgencyLocale): Separator {
  return command.separator ?? (command.excel ? agencySeparator(locale) : ",");
}

/** The export's text and the separator its cells are split by. */
async function exportContent(io: Io, command: ExportCommand, columnInfo: readonly Row[], rows: Row[]) {
  const { kind } = command;
  const locale = agencyLocale(io.env);
  const stored = columnInfo.map((c) => String(c.name));
  const columns = command.allColumns ? stored : staffColumns(kind, stored);
  if (command.format === "json") return { content: toJson(columns, rows), separator: "," };
  const separator = separatorFor(command, locale);
  if (kind === "subscribers") {
    // Subscribers are no lead, so no labels: the leads' file otherwise, times as Excel reads them.
    const cells = attributionExport(columns, rows);
    const content = rowsCsv(
      cells.columns,
      cells.rows.map((row) => cells.columns.map((column) => fileTime(row[column]))),
      { separator },
    );
    return { content, separator };
  }
  // The inbox's own CSV builder, so both files read a lead alike.
  const { leadsCsv } = await loadLeadsCsv();
  const options = { kind, locale, siteOrigins: siteOriginsOf(io.env), separator, allColumns: command.allColumns === true };
  return { content: leadsCsv(columns, rows, options), separator };
}

/** Writes the export to stdout or `--out`; a `CommandError` when the file cannot be written. */
export async function runExport(io: Io, command: ExportCommand): Promise<void> {
  const [columnInfo = [], rows = []] = await io.run(inlineQueries(exportLeadsQueries(command.kind, command)));
  const { content, separator } = await exportContent(io, command, columnInfo, rows);
  if (command.out === undefined) {
    io.out(content);
    return;
  }
  // Written here, not through a shell redirection: `npm run` prints its banner to stdout,
  // which would land in the file before the BOM and garble it for Excel.
  const file = callerPath(command.out, io.env);
  try {
    writeFileSync(file, content);
  } catch (err) {
    throw new CommandError(usageMessages.cannotWrite, { file, reason: (err as Error).message });
  }
  const how = command.excel
    ? ` for Excel (UTF-8 with BOM, ${separator === "\t" ? "tab" : `"${separator}"`} between cells, times in ${AGENCY_TIME_ZONE})`
    : "";
  say(io, `Wrote ${plural(rows.length, singular(command.kind), command.kind)} to ${command.out}${how}.`);
}
