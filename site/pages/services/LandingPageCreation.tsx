import { Trans, useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon.tsx";
import { Prerendered } from "../../components/Prerendered.tsx";
import { FeaturesSection, RelatedWork, ServicePage } from "../../components/ServicePage.tsx";
import { Section, Steps } from "../../components/sections.tsx";
import { formatFigure } from "../../content/numbers.ts";
import {
  landingPageCreation,
  landingPageIncluded,
  landingPageMetrics,
  landingPagePhases,
} from "../../content/services/landing-page-creation.ts";
import type { Locale } from "../../i18n.ts";

export function LandingPageCreation() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [uplift, visitors, clickThrough, leads] = landingPageMetrics.map((m) => formatFigure(m.value, locale));
  return (
    <ServicePage content={landingPageCreation}>
      <Prerendered as="section" className="section metrics-band" aria-labelledby="metrics-title">
        <div className="container">
          <h2 id="metrics-title" className="section__title">
            <Trans>What a relaunch can bring</Trans>
          </h2>
          <p className="section__intro">
            <Trans>
              Sample figures from a B2B landing page we rebuilt, in its first month: {visitors} visitors, {clickThrough} of them clicked
              through to the sign-up form, and {leads} became qualified leads. That is {uplift} more than the old page brought from the same
              traffic.
            </Trans>
          </p>
          <dl className="metrics">
            {landingPageMetrics.map((metric) => (
              <div key={metric.label.id} className="metrics__item">
                <dt>{i18n._(metric.label)}</dt>
                <dd>{formatFigure(metric.value, locale)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Prerendered>
      <FeaturesSection content={landingPageCreation} layout="split" />
      <Section
        prerendered
        id="included"
        title={t`What's included`}
        intro={t`One fixed price, everything a landing page needs to perform.`}
        tone="surface"
      >
        <ul className="check-list check-list--columns">
          {landingPageIncluded.map((item) => (
            <li key={item.id}>
              <Icon name="check" size={20} />
              {i18n._(item)}
            </li>
          ))}
        </ul>
      </Section>
      <Section prerendered id="process" title={t`Four phases to a page that performs`}>
        <Steps steps={landingPagePhases} timeline />
      </Section>
      <RelatedWork slug="muenzfink" tone="surface" />
    </ServicePage>
  );
}
