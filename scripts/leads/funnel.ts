/** The `funnel` report: the questionnaire funnel per source and in total as terminal bars, CSV or JSON. */
import {
  chartStages,
  type FunnelFigure,
  type FunnelGrouping,
  type FunnelRow,
  funnelFigures,
  funnelTotal,
  leadFigures,
  questionnaireStages,
} from "../../contract/funnel/rows.ts";
import type { Row } from "./d1.ts";
import { cellWidth, terminalText, toCsv, truncate, wrapLines } from "./format.ts";

export type { FunnelRow } from "../../contract/funnel/rows.ts";

/**
 * The report's words in the agency's language: the stages by the names the staff inbox
 * gives them (contract/funnel/stages.ts), the rest the CLI's own (funnel-words.ts).
 */
export interface FunnelWords {
  stage(key: FunnelFigure): string;
  /** What the stage counts, as the inbox's legend says it. */
  means(key: FunnelFigure): string;
  /** A group's name as the inbox gives it ("Partner acme"). */
  group(by: FunnelGrouping, row: Pick<FunnelRow, "kind" | "key">): string;
  /** The name of every group summed. */
  allGroups: string;
  /** The leads table's first column heading: what the funnel is grouped by. */
  grouping(by: FunnelGrouping): string;
  /** What `--by campaign` groups by, and where `none` (the group without a campaign) comes from. */
  perCampaign(none: string): string;
  /** The line of the leads a group brought: not a stage of the questionnaire. */
  leadsLabel: string;
  heading(since: string, stages: string): string;
  failedNote: string;
  noCounts: string;
  leads(inquiries: number, referrals: number): string;
  noLeads: string;
  leadsHeading(by: FunnelGrouping): string;
  /** The leads table's last column: the questionnaire's submissions per opening. */
  perOpening: string;
  leadsNote: string;
}

/** One group of `--format json` (`campaign` instead of `source` per campaign): the questionnaire's counts. */
export type FunnelJsonRow = { source: string } & Record<(typeof questionnaireStages)[number], number>;

/** Whether the questionnaire counted anything for the group (a group may have leads only: the API, other tools). */
const counted = (row: FunnelRow) => questionnaireStages.some((key) => row[key] !== 0);

/** Whether the group brought stored leads. */
const brought = (row: FunnelRow) => row.inquiries + row.referrals > 0;

// 1/8 to 7/8 of a character cell; the full block is U+2588.
const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];

/**
 * A horizontal bar `fraction` (0-1, clamped) of `width` cells long, to the nearest eighth
 * of a cell, padded with spaces to exactly `width` cells.
 */
export function bar(fraction: number, width: number): string {
  if (width <= 0) return "";
  const eighths = Math.round(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * width * 8);
  const full = Math.floor(eighths / 8);
  const drawn = "█".repeat(full) + (EIGHTHS[eighths % 8] ?? "");
  return drawn + " ".repeat(width - Array.from(drawn).length);
}

/** `part` of `whole` as `66.7%`, or `-` when there is no whole to divide by. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "-";
}

/** The change from the stage before, `-33.3%` (or `+5.0%` when more got further than started it). */
function dropOff(current: number, before: number): string {
  if (before <= 0) return "-";
  const change = ((current - before) / before) * 100;
  return `${change > 0 ? "+" : change < 0 ? "-" : ""}${Math.abs(change).toFixed(1)}%`;
}

/** The narrowest the stages' names are padded to; a language with longer names gets more. */
const MIN_LABEL = 9;
const PCT = 6; // "100.0%"
const DROP = 7; // "-100.0%"
const MAX_BAR = 50;
/** Narrower than this beside the numbers, a bar gets a line of its own. */
const MIN_BAR = 12;
/** Narrower than this even on its own line, a bar tells nothing: the numbers alone are shown. */
const MIN_OWN_LINE_BAR = 5;
const OWN_LINE_INDENT = "    ";

/**
 * How wide the stages' names are padded: the longest of them, cut to what `room` leaves
 * beside the numbers in a narrow terminal, never below `MIN_LABEL`.
 */
function labelWidth(words: FunnelWords, room: number): number {
  const named: readonly FunnelFigure[] = [...chartStages, "failed"];
  const longest = Math.max(...[...named.map((key) => words.stage(key)), words.leadsLabel].map((n) => Array.from(n).length));
  return Math.max(MIN_LABEL, Math.min(room, longest));
}

/**
 * One source's block: a line per stage of the inbox's chart (the questionnaire's steps, the
 * calls booked, the leads won) with count, share of opened, change from the stage before and
 * bar, the failed submissions after the submitted ones (as the inbox's table orders them),
 * then the leads stored.
 */
function renderFunnelBlock(row: FunnelRow, columns: number, by: FunnelGrouping, words: FunnelWords): string {
  const numberWidth = Math.max(...[...chartStages, "failed" as const].map((k) => String(row[k]).length), 5);
  const LABEL = labelWidth(words, columns - 1 - (2 + 2 + numberWidth + 2 + PCT + 2 + DROP));
  const name = (label: string) => truncate(label, LABEL).padEnd(LABEL);
  const fixed = 2 + LABEL + 2 + numberWidth + 2 + PCT + 2 + DROP + 2;
  // Beside the numbers when it fits, else on a line of its own (a narrow terminal).
  const besideWidth = Math.min(MAX_BAR, columns - fixed - 1);
  const ownLine = besideWidth < MIN_BAR;
  const barWidth = ownLine ? Math.min(MAX_BAR, columns - OWN_LINE_INDENT.length - 1) : besideWidth;
  const lines = [truncate(terminalText(words.group(by, row)), Math.max(10, columns - 1))];
  const stage = (key: FunnelFigure, label: string, before: number | undefined) => {
    const value = row[key];
    const cells = [
      `  ${name(label)}`,
      String(value).padStart(numberWidth),
      percent(value, row.opened).padStart(PCT),
      (before === undefined ? "" : dropOff(value, before)).padStart(DROP),
    ];
    const drawn = row.opened > 0 && barWidth >= MIN_OWN_LINE_BAR ? bar(value / row.opened, barWidth) : "";
    if (!ownLine) cells.push(drawn);
    lines.push(cells.join("  ").trimEnd());
    if (ownLine && drawn) lines.push(`${OWN_LINE_INDENT}${drawn}`.trimEnd());
  };
  const failed = `  ${name(words.stage("failed"))}  ${String(row.failed).padStart(numberWidth)}  ${words.failedNote}`;
  for (const [i, key] of chartStages.entries()) {
    stage(key, words.stage(key), i === 0 ? undefined : row[chartStages[i - 1]!]);
    // Right after the submissions, where the inbox's table has it: a failed send is about sending.
    if (key === "submitted") lines.push(failed.slice(0, Math.max(columns - 1, 30)).trimEnd());
  }
  lines.push(`  ${name(words.leadsLabel)}  ${brought(row) ? words.leads(row.inquiries, row.referrals) : words.noLeads}`);
  return `${lines.join("\n")}\n`;
}

/**
 * The whole report: a block per source (most opened first), the total, then the leads
 * per source, so a partner's conversion (inquiries per opening) is read in one place.
 */
export function renderFunnelReport(
  since: string,
  rows: readonly FunnelRow[],
  columns: number,
  by: FunnelGrouping,
  words: FunnelWords,
): string {
  // Prose wraps to the terminal, so no line of the report runs past its edge.
  const prose = (text: string) => wrapLines(text, columns - 1);
  const out = [...prose(words.heading(since, chartStages.map((key) => words.stage(key)).join(" > "))), ""];
  if (by === "campaign") out.splice(-1, 0, ...prose(words.perCampaign(words.group("campaign", { kind: "campaign", key: "" }))));
  const funnel = rows.filter(counted);
  if (funnel.length === 0) out.push(words.noCounts, "");
  for (const row of funnel) out.push(renderFunnelBlock(row, columns, by, words));
  if (funnel.length > 1) {
    const total = funnelTotal(rows, by === "campaign" ? "campaign" : "site");
    out.push(renderFunnelBlock(total, columns, by, { ...words, group: () => words.allGroups }));
  }
  const leads = rows.filter(brought);
  if (leads.length > 0) out.push(...leadsTable(leads, columns, by, words), "");
  return out.join("\n");
}

/**
 * The leads per group beside the questionnaire's conversion: its submissions per opening.
 * The columns are the inbox's lead stages, so "Won" counts what the inbox's "Won" counts:
 * the inquiries marked won, said below the table. Stored leads also come without
 * an opening (the API, other tools), so they are never divided by openings.
 */
function leadsTable(leads: readonly FunnelRow[], columns: number, by: FunnelGrouping, words: FunnelWords): string[] {
  const figures = leadFigures.map((key) => ({ key, label: words.stage(key) }));
  const widths = figures.map(({ key, label }) => Math.max(cellWidth(label), ...leads.map((l) => String(l[key]).length)));
  const figuresWidth = widths.reduce((sum, w) => sum + 2 + w, 0) + 2 + cellWidth(words.perOpening);
  // The name gets what the figures leave (at least 8, at most 40).
  const room = Math.max(8, Math.min(40, columns - 3 - figuresWidth));
  const names = leads.map((l) => terminalText(words.group(by, l)));
  const heading = words.grouping(by);
  const sourceWidth = Math.min(room, Math.max(cellWidth(heading), ...names.map(cellWidth)));
  const line = (name: string, cells: readonly string[], last: string) =>
    `  ${name.padEnd(sourceWidth)}${cells.map((cell, i) => `  ${cell.padStart(widths[i] ?? 0)}`).join("")}  ${last.padStart(cellWidth(words.perOpening))}`;
  const out = wrapLines(words.leadsHeading(by), columns - 1);
  out.push(
    line(
      truncate(heading, sourceWidth),
      figures.map((f) => f.label),
      words.perOpening,
    ),
  );
  for (const [i, l] of leads.entries()) {
    const cells = figures.map(({ key }) => String(l[key]));
    out.push(line(truncate(names[i] ?? "", sourceWidth), cells, percent(l.submitted, l.opened)));
  }
  const notes = [`${words.stage("won")}: ${words.means("won")}.`, words.leadsNote];
  out.push(...notes.flatMap((note) => wrapLines(note, columns - 3)).map((text) => `  ${text}`));
  return out;
}

/**
 * `--format json`: exactly `{ since, rows: [{ source, opened, step2, step3, summary, submitted, failed, booked }] }`
 * (`campaign` instead of `source` per campaign), the groups the questionnaire counted, with
 * what its counters count.
 */
export function funnelJson(since: string, rows: readonly FunnelRow[], by: FunnelGrouping = "source"): string {
  const json = rows.filter(counted).map((r) => ({ [by]: r.key, ...Object.fromEntries(questionnaireStages.map((key) => [key, r[key]])) }));
  return `${JSON.stringify({ since, rows: json }, null, 2)}\n`;
}

/** `--format csv`: a row per source (or campaign), every figure of the inbox's table in its order. */
export function funnelCsv(rows: readonly FunnelRow[], by: FunnelGrouping = "source"): string {
  const all: Row[] = rows.map((r) => ({ ...r, [by]: r.key }));
  return toCsv([by, ...funnelFigures], all);
}
