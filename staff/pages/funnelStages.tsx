import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { FunnelFigure } from "../../contract/funnel-rows.ts";

/** A stage of the funnel: its short name for chart and table, and what it counts in words. */
export interface FunnelStage {
  key: FunnelFigure;
  label: MessageDescriptor;
  means: MessageDescriptor;
}

/** The questionnaire's stages in order, then what they brought. */
export const stages: FunnelStage[] = [
  { key: "opened", label: msg`Opened`, means: msg`the questionnaire was opened` },
  // Steps 2 and 3 by the titles the questionnaire gives them, so the office reads where visitors stop.
  {
    key: "step2",
    label: msg({ message: "Company", context: "questionnaire step" }),
    means: msg`step 2 (the company) was reached`,
  },
  {
    key: "step3",
    label: msg({ message: "Contact", context: "questionnaire step" }),
    means: msg`step 3 (the contact details) was reached`,
  },
  { key: "summary", label: msg`Summary`, means: msg`the summary before sending was reached` },
  { key: "submitted", label: msg`Submitted`, means: msg`Send was pressed (once per opening), also when sending then failed` },
  {
    key: "failed",
    label: msg`Failed submissions`,
    means: msg`of those submitted, the ones refused or never answered (for example without a connection)`,
  },
  { key: "booked", label: msg`Call booked`, means: msg`a call was booked after sending, less the ones cancelled again` },
  { key: "inquiries", label: msg`Inquiries`, means: msg`project inquiries stored, the ones staff work in the inbox` },
  {
    key: "won",
    label: msg`Won`,
    means: msg`inquiries and referrals marked won (referrals also once their reward is paid)`,
  },
  { key: "referrals", label: msg`Referrals`, means: msg`referrals stored` },
];

/**
 * What each stage counts, in words, for staff who did not build the questionnaire, and why
 * the presses of Send and the inquiries stored need not be the same number.
 */
export function FunnelLegend() {
  const { t, i18n } = useLingui();
  return (
    <section className="legend" aria-labelledby="funnel-legend">
      <h2 id="funnel-legend">{t`What the stages count`}</h2>
      <dl>
        {stages.map((stage) => (
          <div key={stage.key}>
            <dt>{i18n._(stage.label)}:</dt>
            <dd>{i18n._(stage.means)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t`Why “Submitted” and “Inquiries” can differ: a failed send counts as submitted but stores no inquiry; the stages are counted from the visitor's browser, which may not report them, while an inquiry is counted once stored; and inquiries that arrive without the questionnaire (from another tool) count only as inquiries.`}
      </p>
    </section>
  );
}
