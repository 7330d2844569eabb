import type { I18n } from "@lingui/core";
import type { Attribution, HiddenFields } from "../../contract/attribution/bounds.ts";
import { attributionLabels, hiddenFieldLabel, touchKeys, touchText } from "../../contract/attribution/labels.ts";
import type { Row } from "./render.ts";

/**
 * Where a lead came from and the partner's hidden fields, as rows of the staff
 * notification (never of a visitor's mail: hidden fields are the partner's, not theirs).
 * Nothing sent, no rows.
 */
export function attributionRows(i18n: I18n, lead: { attribution?: Attribution; hiddenFields?: HiddenFields }): Row[] {
  const a = lead.attribution ?? {};
  const rows: [string, string | undefined][] = [
    ...touchKeys.map((key): [string, string | undefined] => [i18n._(attributionLabels[key]), a[key]]),
    [i18n._(attributionLabels.page), a.page],
    [i18n._(attributionLabels.first), a.first ? touchText(i18n, a.first) : undefined],
  ];
  const hidden = Object.entries(lead.hiddenFields ?? {}).map(([key, value]): [string, string] => [
    i18n._({ ...hiddenFieldLabel, values: { key } }),
    value,
  ]);
  return [...rows, ...hidden].filter((row): row is [string, string] => Boolean(row[1]));
}
