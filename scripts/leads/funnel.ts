/**
 * `npm run leads -- funnel`: the questionnaire funnel per source and in total, drawn as
 * horizontal bars in the terminal, with the leads each source brought in next to it.
 */
import type { Row } from "./d1.ts";
import { terminalText, toCsv, truncate, wrapLines } from "./format.ts";

/**
 * One source's (or campaign's) counts over the period, as `--format json` prints them.
 * `booked`: calls booked through the calendar by its leads.
 */
export interface FunnelRow {
  source: string;
  opened: number;
  step2: number;
  step3: number;
  summary: number;
  submitted: number;
  failed: number;
  booked: number;
}

/** What the funnel is broken down by: the source (page, partner, origin) or the campaign (utm_campaign). */
export type FunnelBy = "source" | "campaign";

/** Stored leads of one source over the period (inquiries and referrals keep a `source`). */
export interface LeadCount {
  source: string;
  inquiries: number;
  /** Of those inquiries, the ones staff marked won. */
  won: number;
  referrals: number;
}

/** The funnel's stages in order: each is a share of `opened`, and a drop from the one before. */
const STAGES = ["opened", "step2", "step3", "summary", "submitted"] as const satisfies readonly (keyof FunnelRow)[];

/** The report's words in one language: the CLI passes the agency's; English is the source. */
export interface FunnelWords {
  stages: Record<(typeof STAGES)[number] | "failed" | "leads" | "booked", string>;
  heading(since: string, stages: string): string;
  failedNote: string;
  noCounts: string;
  leads(inquiries: number, referrals: number): string;
  noLeads: string;
}

export const englishFunnelWords: FunnelWords = {
  stages: {
    opened: "opened",
    step2: "step 2",
    step3: "step 3",
    summary: "summary",
    submitted: "submitted",
    failed: "failed",
    leads: "leads",
    booked: "booked",
  },
  heading: (since, stages) => `Questionnaire funnel since ${since} (UTC days): ${stages}`,
  failedNote: "submissions refused or not answered",
  noCounts: "No funnel counts in this period.",
  leads: (inquiries, referrals) =>
    `${inquiries} ${inquiries === 1 ? "inquiry" : "inquiries"}, ${referrals} ${referrals === 1 ? "referral" : "referrals"}`,
  noLeads: "none",
};

const COUNT_KEYS = ["opened", "step2", "step3", "summary", "submitted", "failed", "booked"] as const;

const count = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0);

export function toFunnelRows(rows: readonly Row[]): FunnelRow[] {
  return rows.map((row) => ({
    source: String(row.source ?? ""),
    opened: count(row.opened),
    step2: count(row.step2),
    step3: count(row.step3),
    summary: count(row.summary),
    submitted: count(row.submitted),
    failed: count(row.failed),
    booked: count(row.booked),
  }));
}

export function toLeadCounts(rows: readonly Row[]): LeadCount[] {
  return rows.map((row) => ({
    source: String(row.source ?? ""),
    inquiries: count(row.inquiries),
    won: count(row.won),
    referrals: count(row.referrals),
  }));
}

/** Every source summed. */
function funnelTotal(rows: readonly FunnelRow[], by: FunnelBy = "source"): FunnelRow {
  const total: FunnelRow = {
    source: `all ${by === "campaign" ? "campaigns" : "sources"}`,
    opened: 0,
    step2: 0,
    step3: 0,
    summary: 0,
    submitted: 0,
    failed: 0,
    booked: 0,
  };
  for (const row of rows) for (const key of COUNT_KEYS) total[key] += row[key];
  return total;
}

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

const LABEL = 9;
const PCT = 6; // "100.0%"
const DROP = 7; // "-100.0%"
const MAX_BAR = 50;
/** Narrower than this beside the numbers, a bar gets a line of its own. */
const MIN_BAR = 12;
/** Narrower than this even on its own line, a bar tells nothing: the numbers alone are shown. */
const MIN_OWN_LINE_BAR = 5;
const OWN_LINE_INDENT = "    ";

/**
 * One source's block: a line per stage with count, share of opened, drop-off and bar, the
 * failed submissions, the leads stored, then the calls booked (a share of opened, and the
 * change from submitted).
 */
export function renderFunnelBlock(
  row: FunnelRow,
  columns: number,
  leads?: LeadCount,
  by: FunnelBy = "source",
  words: FunnelWords = englishFunnelWords,
): string {
  const numberWidth = Math.max(...COUNT_KEYS.map((k) => String(row[k]).length), 5);
  const fixed = 2 + LABEL + 2 + numberWidth + 2 + PCT + 2 + DROP + 2;
  // Beside the numbers when it fits, else on a line of its own (a narrow terminal).
  const besideWidth = Math.min(MAX_BAR, columns - fixed - 1);
  const ownLine = besideWidth < MIN_BAR;
  const barWidth = ownLine ? Math.min(MAX_BAR, columns - OWN_LINE_INDENT.length - 1) : besideWidth;
  const lines = [truncate(terminalText(row.source) || `(no ${by})`, Math.max(10, columns - 1))];
  const stage = (key: keyof FunnelRow & (typeof COUNT_KEYS)[number], label: string, before: number | undefined) => {
    const value = row[key];
    const cells = [
      `  ${label.padEnd(LABEL)}`,
      String(value).padStart(numberWidth),
      percent(value, row.opened).padStart(PCT),
      (before === undefined ? "" : dropOff(value, before)).padStart(DROP),
    ];
    const drawn = row.opened > 0 && barWidth >= MIN_OWN_LINE_BAR ? bar(value / row.opened, barWidth) : "";
    if (!ownLine) cells.push(drawn);
    lines.push(cells.join("  ").trimEnd());
    if (ownLine && drawn) lines.push(`${OWN_LINE_INDENT}${drawn}`.trimEnd());
  };
  for (const [i, key] of STAGES.entries()) stage(key, words.stages[key], i === 0 ? undefined : row[STAGES[i - 1]!]);
  lines.push(
    `  ${words.stages.failed.padEnd(LABEL)}  ${String(row.failed).padStart(numberWidth)}  ${words.failedNote}`
      .slice(0, Math.max(columns - 1, 30))
      .trimEnd(),
  );
  lines.push(`  ${words.stages.leads.padEnd(LABEL)}  ${leads ? words.leads(leads.inquiries, leads.referrals) : words.noLeads}`);
  stage("booked", words.stages.booked, row.submitted);
  return `${lines.join("\n")}\n`;
}

/**
 * The whole report: a block per source (most opened first), the total, then the leads
 * per source, so a partner's conversion (inquiries per opening) is read in one place.
 */
export function renderFunnelReport(
  since: string,
  rows: readonly FunnelRow[],
  leads: readonly LeadCount[],
  columns: number,
  by: FunnelBy = "source",
  words: FunnelWords = englishFunnelWords,
): string {
  const bySource = new Map(leads.map((l) => [l.source, l]));
  // Prose wraps to the terminal, so no line of the report runs past its edge.
  const prose = (text: string) => wrapLines(text, columns - 1);
  const out = [...prose(words.heading(since, STAGES.map((key) => words.stages[key]).join(" > "))), ""];
  if (by === "campaign") out.splice(-1, 0, ...prose("Per campaign (utm_campaign; (no campaign): leads and openings without one)."));
  if (rows.length === 0) out.push(words.noCounts, "");
  for (const row of rows) out.push(renderFunnelBlock(row, columns, bySource.get(row.source), by, words));
  if (rows.length > 1) {
    const allLeads = { source: "", inquiries: 0, won: 0, referrals: 0 };
    for (const l of leads) {
      allLeads.inquiries += l.inquiries;
      allLeads.referrals += l.referrals;
    }
    out.push(renderFunnelBlock(funnelTotal(rows, by), columns, allLeads, by, words));
  }
  if (leads.length > 0) {
    // Conversion is the questionnaire's own: its submissions per opening. Stored leads also
    // come without an opening (the API, other tools), so they are never divided by openings.
    const funnelOf = new Map(rows.map((r) => [r.source, r]));
    // The figures take 52 columns beside the name; the name gets what is left (at least 8).
    const room = Math.max(8, Math.min(40, columns - 53));
    const sourceWidth = Math.min(room, Math.max(by.length, ...leads.map((l) => Array.from(terminalText(l.source) || "(none)").length)));
    out.push(
      ...prose(
        by === "campaign"
          ? "Leads per campaign (stored inquiries, those of them won, and referrals):"
          : "Leads per source (stored inquiries, those of them won, and referrals; on our own site their source is the site's origin):",
      ),
    );
    out.push(`  ${by.padEnd(sourceWidth)}  inquiries  won  referrals  submitted per opening`);
    for (const l of leads) {
      const name = truncate(terminalText(l.source) || "(none)", sourceWidth);
      out.push(
        `  ${name.padEnd(sourceWidth)}  ${String(l.inquiries).padStart(9)}  ${String(l.won).padStart(3)}  ${String(l.referrals).padStart(9)}  ${percent(funnelOf.get(l.source)?.submitted ?? 0, funnelOf.get(l.source)?.opened ?? 0).padStart(21)}`,
      );
    }
    out.push(
      ...wrapLines(
        "(Leads include those sent without the questionnaire: the API, other tools. Submitted per opening is the questionnaire's own.)",
        columns - 3,
      ).map((line) => `  ${line}`),
    );
    out.push("");
  }
  return out.join("\n");
}

/**
 * `--format json`: exactly `{ since, rows: [{ source, opened, step2, step3, summary, submitted, failed, booked }] }`
 * (`campaign` instead of `source` per campaign).
 */
export function funnelJson(since: string, rows: readonly FunnelRow[], by: FunnelBy = "source"): string {
  return `${JSON.stringify({ since, rows: rows.map((r) => ({ [by]: r.source, opened: r.opened, step2: r.step2, step3: r.step3, summary: r.summary, submitted: r.submitted, failed: r.failed, booked: r.booked })) }, null, 2)}\n`;
}

/** `--format csv`: a row per source (or campaign), funnel counts and stored leads (and inquiries won) side by side. */
export function funnelCsv(rows: readonly FunnelRow[], leads: readonly LeadCount[], by: FunnelBy = "source"): string {
  const bySource = new Map(leads.map((l) => [l.source, l]));
  const all: Row[] = rows.map((r) => ({
    ...r,
    [by]: r.source,
    inquiries: bySource.get(r.source)?.inquiries ?? 0,
    referrals: bySource.get(r.source)?.referrals ?? 0,
    won: bySource.get(r.source)?.won ?? 0,
  }));
  const seen = new Set(rows.map((r) => r.source));
  for (const l of leads)
    if (!seen.has(l.source))
      all.push({ opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, failed: 0, booked: 0, ...l, [by]: l.source });
  return toCsv([by, ...COUNT_KEYS, "inquiries", "referrals", "won"], all);
}
