import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Touch, TouchKey } from "./bounds.ts";

/**
 * The attribution's labels, one name wherever staff meet a value. Plain descriptors with
 * explicit ids: the Worker and the CLI run without the Lingui macro.
 */

/** A touch's keys in the order staff read them: the campaign's values, then where the visit came from and landed. */
const touchLabels: Readonly<Record<TouchKey, MessageDescriptor>> = {
  utm_campaign: /*i18n*/ { id: "attribution.campaign", message: "Campaign name" },
  utm_source: /*i18n*/ { id: "attribution.source", message: "Campaign source" },
  utm_medium: /*i18n*/ { id: "attribution.medium", message: "Campaign medium" },
  utm_term: /*i18n*/ { id: "attribution.term", message: "Campaign term" },
  utm_content: /*i18n*/ { id: "attribution.content", message: "Campaign content" },
  referrer: /*i18n*/ { id: "attribution.referrer", message: "Referring site" },
  landing: /*i18n*/ { id: "attribution.landing", message: "Landing page" },
};

/** A touch's keys, in the order of their labels: the CLI's and the export's columns follow it. */
export const touchKeys = Object.keys(touchLabels) as readonly TouchKey[];

/** Every key of a stored attribution: a touch's, the page the form was sent from and the session's first touch. */
export const attributionLabels: Readonly<Record<TouchKey | "page" | "first", MessageDescriptor>> = {
  ...touchLabels,
  page: /*i18n*/ { id: "attribution.page", message: "Sent from page" },
  first: /*i18n*/ { id: "attribution.first", message: "First visit this session" },
};

/** One value of the session's first touch, where it stands beside the current touch's (the export's `first_` columns). */
const firstTouchLabel: MessageDescriptor = /*i18n*/ {
  id: "attribution.firstTouchValue",
  message: "{label} (first visit)",
};

/** One touch in a line (campaign, source, medium, landing page, referring site), for the mail and `show`. */
export function touchText(i18n: Pick<I18n, "_">, touch: Touch): string {
  const parts = [
    [touch.utm_campaign, touch.utm_source, touch.utm_medium].filter(Boolean).join(" / "),
    touch.landing ? i18n._({ id: "attribution.landedOn", message: "landed on {path}", values: { path: touch.landing } }) : "",
    touch.referrer ? i18n._({ id: "attribution.from", message: "from {origin}", values: { origin: touch.referrer } }) : "",
  ];
  return parts.filter(Boolean).join(", ");
}

/** A partner's hidden field: its label is its key, as the partner named it. */
export const hiddenFieldLabel: MessageDescriptor = /*i18n*/ { id: "attribution.hiddenField", message: "Hidden field {key}" };

const isAttributionKey = (key: string): key is keyof typeof attributionLabels => Object.hasOwn(attributionLabels, key);

/** The label of a column the attribution is spread into (`utm_source`, `hidden.<key>`, …); undefined for others. */
export function attributionColumnLabel(i18n: I18n, column: string): string | undefined {
  if (column.startsWith("hidden.")) return i18n._({ ...hiddenFieldLabel, values: { key: column.slice("hidden.".length) } });
  if (isAttributionKey(column)) return i18n._(attributionLabels[column]);
  const first = column.startsWith("first_") ? column.slice("first_".length) : "";
  if (Object.hasOwn(touchLabels, first)) return i18n._({ ...firstTouchLabel, values: { label: i18n._(touchLabels[first as TouchKey]) } });
  return undefined;
}
