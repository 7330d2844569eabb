/**
 * The funnel as staff read it, one row per group, shared by the staff inbox's API and the
 * CLI so both count and total the same way. No imports: the inbox's page loads it.
 */

/**
 * What a funnel group is: a page of our own website (its path; "" when the page is not
 * known), a partner (its id or its page's origin), a campaign, or unknown (no origin: the
 * API or another tool).
 */
export type FunnelSourceKind = "site" | "partner" | "campaign" | "unknown";

/**
 * The questionnaire's steps in order, from opening it to pressing Send: each is a share of
 * `opened` and a drop from the step before.
 */
export const questionnaireSteps = ["opened", "step2", "step3", "summary", "submitted"] as const;

/**
 * What the questionnaire's counters count: its steps, then the sends that failed and the
 * calls booked after sending (less the ones cancelled again). No person is in them.
 */
export const questionnaireStages = [...questionnaireSteps, "failed", "booked"] as const;

/** The stored leads a group brought: inquiries, those of both kinds marked won, referrals. */
export const leadFigures = ["inquiries", "won", "referrals"] as const;

/** The figures of one funnel group, in the questionnaire's order, then the leads they brought. */
export const funnelFigures = [...questionnaireStages, ...leadFigures] as const;
export type FunnelFigure = (typeof funnelFigures)[number];

/**
 * The stages the funnel draws as bars, from opening the questionnaire to a won lead: the
 * failed sends and the leads stored are figures beside them, not a step on the way.
 */
export const chartStages = [...questionnaireSteps, "booked", "won"] as const satisfies readonly FunnelFigure[];

/**
 * A stored counter of the questionnaire (a `funnel_counts` row): how often one event happened
 * on one UTC day, source, campaign and language. The Worker writes it; erasure and the CLI
 * read it back, hence its home here, free of D1's types.
 */
export interface FunnelCountRow {
  day: string;
  source: string;
  /** The visitor's utm_campaign, "" when none. */
  campaign: string;
  lang: string;
  event: string;
  step: number;
  count: number;
}

/** What the funnel is grouped by: where the visitor was (our page, a partner) or the campaign. */
export type FunnelGrouping = "source" | "campaign";

/**
 * One group of the funnel over a period, as the staff inbox (`GET /api/staff/funnel`) and
 * the CLI read it: the questionnaire's stages and the leads the group brought.
 * `failed`: submissions refused or not answered; `booked`: calls booked less the ones
 * cancelled again; `won`: its leads staff marked won (referrals also once rewarded).
 */
export type FunnelRow = { kind: FunnelSourceKind; key: string } & Record<FunnelFigure, number>;

/** A group with nothing counted yet. */
export function emptyFunnelRow(kind: FunnelSourceKind, key: string): FunnelRow {
  return { kind, key, ...(Object.fromEntries(funnelFigures.map((f) => [f, 0])) as Record<FunnelFigure, number>) };
}

/** Every group summed (its `key` is "": the caller names the total). */
export function funnelTotal(rows: readonly FunnelRow[], kind: FunnelSourceKind): FunnelRow {
  const total = emptyFunnelRow(kind, "");
  for (const row of rows) for (const figure of funnelFigures) total[figure] += row[figure];
  return total;
}

/**
 * The questionnaire's counters and the stored leads of a period, each a list of rows with
 * `kind`, `key` and some figures (as SQL answers them, numbers or numeric text), merged
 * into one row per group: most opened first, then most inquiries, then by name.
 */
export function mergeFunnel(...parts: readonly (readonly Record<string, unknown>[])[]): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  for (const part of parts)
    for (const found of part) {
      const kind = String(found.kind) as FunnelSourceKind;
      const key = String(found.key ?? "");
      const id = `${kind}\u0000${key}`;
      const row = rows.get(id) ?? emptyFunnelRow(kind, key);
      rows.set(id, row);
      for (const figure of funnelFigures) if (figure in found) row[figure] = wholeCount(found[figure]);
    }
  return [...rows.values()].sort((a, b) => b.opened - a.opened || b.inquiries - a.inquiries || a.key.localeCompare(b.key));
}

const wholeCount = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};
