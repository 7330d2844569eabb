/** The funnel as staff read it, shared by the inbox's API and the CLI. No imports: the inbox's page loads it. */

/** A funnel group: a page of our site ("" unknown), a partner (id or origin), a campaign, or unknown (no origin). */
export type FunnelSourceKind = "site" | "partner" | "campaign" | "unknown";

/** The questionnaire's steps in order; each is a share of `opened` and a drop from the one before. */
const questionnaireSteps = ["opened", "step2", "step3", "summary", "submitted"] as const;

/** The questionnaire's counters: its steps, failed sends, and calls booked less those cancelled. No person is in them. */
export const questionnaireStages = [...questionnaireSteps, "failed", "booked"] as const;

/** The stored leads a group brought: inquiries, those of both kinds marked won, referrals. */
export const leadFigures = ["inquiries", "won", "referrals"] as const;

/** The figures of one funnel group, in the questionnaire's order, then the leads they brought. */
export const funnelFigures = [...questionnaireStages, ...leadFigures] as const;
export type FunnelFigure = (typeof funnelFigures)[number];

/** The stages drawn as bars; failed sends and stored leads are figures beside them. */
export const chartStages = [...questionnaireSteps, "booked", "won"] as const satisfies readonly FunnelFigure[];

/** A `funnel_counts` row: one event's count per UTC day, source, campaign and language. Free of D1's types. */
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
 * One funnel group over a period. `failed`: submissions refused or unanswered; `booked`: calls
 * less those cancelled; `won`: leads marked won (referrals also once rewarded).
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

/** Counter and lead rows (numbers or numeric text, as SQL answers) merged per group: most opened, most inquiries, name. */
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
