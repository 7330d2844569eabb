import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon.tsx";
import { ServicePage } from "../../components/ServicePage.tsx";
import { Section, Steps } from "../../components/sections.tsx";
import {
  landingPageCreation,
  landingPageIncluded,
  landingPageMetrics,
  landingPagePhases,
} from "../../content/services/landing-page-creation.ts";
import { formatFigure } from "../../content/numbers.ts";
import type { Locale } from "../../i18n.ts";

export function LandingPageCreation() {
  const { i18n, t } = useLingui();
  return (
    <ServicePage content={landingPageCreation}>
      <Section
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
      <Section id="process" title={t`Four phases to a page that performs`}>
        <Steps steps={landingPagePhases} />
        <h3 className="metrics__title">{t`What a launch can look like`}</h3>
        <p className="metrics__note">{t`Sample figures from one of our landing pages in its first month.`}</p>
        <dl className="metrics">
          {landingPageMetrics.map((metric) => (
            <div key={metric.label.id} className="metrics__item">
              <dt>{i18n._(metric.label)}</dt>
              <dd>{formatFigure(metric.value, i18n.locale as Locale)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </ServicePage>
  );
}
