import type { I18n, MessageDescriptor } from "@lingui/core";
import { optionLabel } from "../../inquiry/field-labels.ts";
import type { Locale } from "../../locales.ts";
import { isLocale } from "../../locales.ts";
import { formatReward, isRewardChoice, type RewardChoice, rewardAmount } from "../../reward.ts";
import { languageLabels } from "../../staff/words.ts";
import { columnKind, optionColumns } from "./labels.ts";

const flagLabels: Readonly<Record<0 | 1, MessageDescriptor>> = {
  1: /*i18n*/ { id: "flag.yes", message: "yes" },
  0: /*i18n*/ { id: "flag.no", message: "no" },
};

/** A flag as yes or no; anything else as stored. */
function flagText(i18n: Pick<I18n, "_">, value: unknown): string {
  if (value === 1 || value === "1" || value === true) return i18n._(flagLabels[1]);
  if (value === 0 || value === "0" || value === false) return i18n._(flagLabels[0]);
  return String(value ?? "");
}

/** A `source` that is our own website: staff know it by that name, not its address. */
export const siteSourceLabel: MessageDescriptor = /*i18n*/ { id: "source.site", message: "Website (direct)" };

export const partnerSourceLabel: MessageDescriptor = /*i18n*/ { id: "source.partner", message: "Partner {partner}" };
// An API client sends no browser origin, so a lead can come without a source.
export const unknownSourceLabel: MessageDescriptor = /*i18n*/ { id: "source.unknown", message: "Unknown" };

/** The reader's locale (for amounts), our website's origins, and the partner's name when known (the agency's mail). */
export interface ColumnTextContext {
  readonly locale: Locale;
  readonly siteOrigins: ReadonlySet<string>;
  readonly partner?: string;
}

// Any stored source that is not our website is a partner's id or origin: "Partner X" everywhere.
function sourceText(i18n: Pick<I18n, "_">, source: unknown, context: ColumnTextContext): string {
  if (context.partner) return i18n._({ ...partnerSourceLabel, values: { partner: context.partner } });
  if (source === null || source === undefined || source === "") return i18n._(unknownSourceLabel);
  const stored = String(source);
  return context.siteOrigins.has(stored) ? i18n._(siteSourceLabel) : i18n._({ ...partnerSourceLabel, values: { partner: stored } });
}

const rewardNames: Readonly<Record<RewardChoice, MessageDescriptor>> = {
  discount: /*i18n*/ { id: "reward.discount", message: "Discount {amount}" },
  gift_card: /*i18n*/ { id: "reward.gift_card", message: "Gift card {amount}" },
};

/** A chosen reward with its worth ("Gutschein 250 €"); "" for no choice. */
function rewardText(i18n: Pick<I18n, "_">, locale: Locale, reward: unknown): string {
  if (!isRewardChoice(reward)) return "";
  return i18n._({ ...rewardNames[reward], values: { amount: formatReward(rewardAmount(reward), locale) } });
}

function choiceText(i18n: Pick<I18n, "_">, column: string, value: unknown): string | undefined {
  const field = Object.hasOwn(optionColumns, column) ? optionColumns[column] : undefined;
  return field ? optionLabel(i18n, field, String(value ?? "")) : undefined;
}

/**
 * `row[column]` as staff read it, shared by mail, inbox, exports and CLI: a choice by the label
 * the visitor saw ("" unanswered); undefined when the value reads as stored.
 */
export function columnText(
  i18n: Pick<I18n, "_">,
  column: string,
  row: Readonly<Record<string, unknown>>,
  context: ColumnTextContext,
): string | undefined {
  const value = row[column];
  if (column === "source") return sourceText(i18n, value, context);
  if (column === "reward") return rewardText(i18n, context.locale, value);
  if (column === "locale") {
    const code = String(value ?? "");
    return isLocale(code) ? i18n._(languageLabels[code]) : undefined;
  }
  if (columnKind(column) === "flag") return flagText(i18n, value);
  return choiceText(i18n, column, value);
}
