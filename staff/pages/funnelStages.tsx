/** The funnel page's legend: what each stage counts. */
import { useLingui } from "@lingui/react/macro";
import { funnelFigures } from "../../contract/funnel/rows.ts";
import { funnelStages } from "../../contract/funnel/stages.ts";

/**
 * What each stage counts, in words, for staff who did not build the questionnaire, and why
 * the submissions counted and the inquiries stored need not be the same number.
 */
export function FunnelLegend() {
  const { t, i18n } = useLingui();
  return (
    <section className="legend" aria-labelledby="funnel-legend">
      <h2 id="funnel-legend">{t`What the stages count`}</h2>
      <dl>
        {funnelFigures.map((figure) => (
          <div key={figure}>
            <dt>{i18n._(funnelStages[figure].label)}:</dt>
            <dd>{i18n._(funnelStages[figure].means)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t`Why “Submitted” and “Inquiries” can differ: the stages are counted from the visitor's browser, which may not report them, while an inquiry is counted once stored; and inquiries that arrive without the questionnaire (from another tool) count only as inquiries.`}
      </p>
    </section>
  );
}
