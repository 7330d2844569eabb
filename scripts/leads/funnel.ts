/**
 * The report of `npm run leads -- funnel` (./commands/funnel.ts runs it): the questionnaire
 * funnel per source and in total, drawn as horizontal bars in the terminal, with the leads
 * each source brought in next to it; and its CSV and JSON forms.
 */
import { type FunnelFigure, type FunnelRow, funnelTotal } from "../../contract/funnel-rows.ts";
import type { Row } from "./d1.ts";
import { terminalText, toCsv, truncate, wrapLines } from "./format.ts";

export type { FunnelRow } from "../../contract/funnel-rows.ts";

/** What the funnel is broken down by: the source (page, partner, origin) or the campaign (utm_campaign). */
export type FunnelBy = "source" | "campaign";

/** The funnel's stages in order: each is a share of `opened`, and a drop from the one before. */
const STAGES = ["opened", "step2", "step3", "summary", "submitted"] as const satisfies readonly (keyof FunnelRow)[];

/**
 * The report's words in the agency's language: the stages by the names the staff inbox
 * gives them (contract/funnel-stages.ts), the rest the CLI's own (texts.ts `funnelWords`).
 */
export interface FunnelWords {
  stage(key: FunnelFigure): string;
  /** The line of the leads a group brought: not a stage of the questionnaire. */
  leadsLabel: string;
  heading(since: string, stages: string): string;
  failedNote: string;
  noCounts: string;
  leads(inquiries: number, referrals: number): string;
  noLeads: string;
}

const COUNT_KEYS = ["opened", "step2", "step3", "summary", "submitted", "failed", "booked"] as const;

/** One group of `--format json` (`campaign` instead of `source` per campaign): the questionnaire's counts. */
export type FunnelJsonRow = { source: string } & Record<(typeof COUNT_KEYS)[number], number>;

/** Whether the questionnaire counted anything for the group (a group may have leads only: the API, other tools). */
const counted = (row: FunnelRow) => COUNT_KEYS.some((key) => row[key] !== 0);

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
export function dropOff(current: number, before: number): string {
  if (before <= 0) return "-";
  const change = ((current - before) / before) * 100;
  return `${change > 0 ? "+" : change < 0 ? "-" : ""}${Math.abs(change).toFixed(1)}%`;
}

/** What the terminal offers; not a terminal (a pipe, a file): 80 columns. */
export function terminalWidth(columns: number | undefined): number {
  return columns && Number.isFinite(columns) && columns > 0 ? Math.floor(columns) : 80;
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
  const named: readonly FunnelFigure[] = [...STAGES, "failed", "booked"];
  const longest = Math.max(...[...named.map((key) => words.stage(key)), words.leadsLabel].map((n) => Array.from(n).length));
  return Math.max(MIN_LABEL, Math.min(room, longest));
}

/**
 * One source's block: a line per stage with count, share of opened, drop-off and bar, the
 * failed submissions, the leads stored, then the calls booked (a share of opened, and the
 * change from submitted).
 */
export function renderFunnelBlock(row: FunnelRow, columns: number, by: FunnelBy, words: FunnelWords): string {
  const numberWidth = Math.max(...COUNT_KEYS.map((k) => String(row[k]).length), 5);
  const LABEL = labelWidth(words, columns - 1 - (2 + 2 + numberWidth + 2 + PCT + 2 + DROP));
  const name = (label: string) => truncate(label, LABEL).padEnd(LABEL);
  const fixed = 2 + LABEL + 2 + numberWidth + 2 + PCT + 2 + DROP + 2;
  // Beside the numbers when it fits, else on a line of its own (a narrow terminal).
  const besideWidth = Math.min(MAX_BAR, columns - fixed - 1);
  const ownLine = besideWidth < MIN_BAR;
  const barWidth = ownLine ? Math.min(MAX_BAR, columns - OWN_LINE_INDENT.length - 1) : besideWidth;
  const lines = [truncate(terminalText(row.key) || `(no ${by})`, Math.max(10, columns - 1))];
  const stage = (key: keyof FunnelRow & (typeof COUNT_KEYS)[number], label: string, before: number | undefined) => {
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
  for (const [i, key] of STAGES.entries()) stage(key, words.stage(key), i === 0 ? undefined : row[STAGES[i - 1]!]);
  lines.push(
    `  ${name(words.stage("failed"))}  ${String(row.failed).padStart(numberWidth)}  ${words.failedNote}`
      .slice(0, Math.max(columns - 1, 30))
      .trimEnd(),
  );
  lines.push(`  ${name(words.leadsLabel)}  ${brought(row) ? words.leads(row.inquiries, row.referrals) : words.noLeads}`);
  stage("booked", words.stage("booked"), row.submitted);
  return `${lines.join("\n")}\n`;
}

/**
 * The whole report: a block per source (most opened first), the total, then the leads
 * per source, so a partner's conversion (inquiries per opening) is read in one place.
 */
export function renderFunnelReport(since: string, rows: readonly FunnelRow[], columns: number, by: FunnelBy, words: FunnelWords): string {
  // Prose wraps to the terminal, so no line of the report runs past its edge.
  const prose = (text: string) => wrapLines(text, columns - 1);
  const out = [...prose(words.heading(since, STAGES.map((key) => words.stage(key)).join(" > "))), ""];
  if (by === "campaign") out.splice(-1, 0, ...prose("Per campaign (utm_campaign; (no campaign): leads and openings without one)."));
  const funnel = rows.filter(counted);
  if (funnel.length === 0) out.push(words.noCounts, "");
  for (const row of funnel) out.push(renderFunnelBlock(row, columns, by, words));
  if (funnel.length > 1) {
    const total = funnelTotal(rows, by === "campaign" ? "campaign" : "site");
    out.push(renderFunnelBlock({ ...total, key: `all ${by === "campaign" ? "campaigns" : "sources"}` }, columns, by, words));
  }
  const leads = rows.filter(brought);
  if (leads.length > 0) out.push(...leadsTable(leads, columns, by), "");
  return out.join("\n");
}

/**
 * The leads per group beside the questionnaire's conversion: its submissions per opening.
 * Stored leads also come without an opening (the API, other tools), so they are never
 * divided by openings.
 */
function leadsTable(leads: readonly FunnelRow[], columns: number, by: FunnelBy): string[] {
  const prose = (text: string) => wrapLines(text, columns - 1);
  // The figures take 52 columns beside the name; the name gets what is left (at least 8).
  const room = Math.max(8, Math.min(40, columns - 53));
  const sourceWidth = Math.min(room, Math.max(by.length, ...leads.map((l) => Array.from(terminalText(l.key) || "(none)").length)));
  const out = prose(
    by === "campaign"
      ? "Leads per campaign (stored inquiries, those of them won, and referrals):"
      : "Leads per source (stored inquiries, those of them won, and referrals; from our own site under the page they were sent from):",
  );
  out.push(`  ${by.padEnd(sourceWidth)}  inquiries  won  referrals  submitted per opening`);
  for (const l of leads) {
    const name = truncate(terminalText(l.key) || "(none)", sourceWidth);
    out.push(
      `  ${name.padEnd(sourceWidth)}  ${String(l.inquiries).padStart(9)}  ${String(l.won).padStart(3)}  ${String(l.referrals).padStart(9)}  ${percent(l.submitted, l.opened).padStart(21)}`,
    );
  }
  out.push(
    ...wrapLines(
      "(Leads include those sent without the questionnaire: the API, other tools. Submitted per opening is the questionnaire's own.)",
      columns - 3,
    ).map((line) => `  ${line}`),
  );
  return out;
}

/**
 * `--format json`: exactly `{ since, rows: [{ source, opened, step2, step3, summary, submitted, failed, booked }] }`
 * (`campaign` instead of `source` per campaign), the groups the questionnaire counted.
 */
export function funnelJson(since: string, rows: readonly FunnelRow[], by: FunnelBy = "source"): string {
  return `${JSON.stringify({ since, rows: rows.filter(counted).map((r) => ({ [by]: r.key, opened: r.opened, step2: r.step2, step3: r.step3, summary: r.summary, submitted: r.submitted, failed: r.failed, booked: r.booked })) }, null, 2)}\n`;
}

/** `--format csv`: a row per source (or campaign), funnel counts and stored leads (and inquiries won) side by side. */
export function funnelCsv(rows: readonly FunnelRow[], by: FunnelBy = "source"): string {
  const all: Row[] = rows.map((r) => ({ ...r, [by]: r.key }));
  return toCsv([by, ...COUNT_KEYS, "inquiries", "referrals", "won"], all);
}
