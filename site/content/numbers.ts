import { formatNumber } from "../app/numbers-memo.ts";
import type { Locale } from "../i18n.ts";

/**
 * A figure shown on the site, kept as a number so each language writes it its own way:
 * "64%" and "2.4K" in English, "64 %" and "2.400" in German.
 */
export type Figure =
  | { percent: number }
  | { count: number }
  | { range: [number, number] }
  | { atLeast: number }
  | { times: number }
  | { euros: number };

/**
 * German uses the grouping of "de" ("2.400"): de-AT's CLDR data groups with a space, which
 * Austrian copy rarely does.
 */
const numberLocale: Record<Locale, string> = { en: "en", de: "de" };

/** The figure as the page's language writes it. */
export function formatFigure(figure: Figure, locale: Locale): string {
  const tag = numberLocale[locale];
  const plain = (n: number) => formatNumber(tag, n);
  // Whole euros as each language writes money: "€14,900", "14.900 €".
  if ("euros" in figure) return formatNumber(tag, figure.euros, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  if ("percent" in figure) return formatNumber(tag, figure.percent, { style: "percent", maximumFractionDigits: 1 });
  if ("count" in figure) {
    // English marketing copy shortens thousands ("2.4K"); German writes the number out.
    return locale === "en" && figure.count >= 1000
      ? formatNumber(tag, figure.count, { notation: "compact", maximumFractionDigits: 1 })
      : plain(figure.count);
  }
  // A range takes an en dash in both languages' typography ("2–4 weeks", "2–4 Wochen"),
  // with a word joiner after it so that a line never breaks inside the range.
  if ("range" in figure) return `${plain(figure.range[0])}–\u2060${plain(figure.range[1])}`;
  if ("atLeast" in figure) return `${plain(figure.atLeast)}+`;
  return `${plain(figure.times)}${locale === "de" ? "×" : "x"}`;
}

/** Quotation marks as each language sets them: “…” in English, „…“ in German. */
export function quoted(text: string, locale: Locale): string {
  return locale === "de" ? `„${text}“` : `“${text}”`;
}
