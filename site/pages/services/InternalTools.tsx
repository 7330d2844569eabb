import { Trans, useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon.tsx";
import { Link } from "../../components/Link.tsx";
import { Prerendered } from "../../components/Prerendered.tsx";
import { FeaturesSection, FounderNoteSection, RelatedWork, ServicePage } from "../../components/ServicePage.tsx";
import { CardGrid, FaqSection, Section, TestimonialCard } from "../../components/sections.tsx";
import { Tabs } from "../../components/Tabs.tsx";
import { testimonialById } from "../../content/people.ts";
import { internalTools, internalToolsFaqs, internalToolsSecurity, internalToolsTabs } from "../../content/services/internal-tools.ts";

export function InternalTools() {
  const { i18n, t } = useLingui();
  return (
    <ServicePage content={internalTools}>
      <FeaturesSection content={internalTools} />
      <Section id="approach" title={t`Internal tools at a glance`} tone="surface">
        <Tabs
          label={t`About our internal tools`}
          idPrefix="internal-tools"
          items={internalToolsTabs.map((tab) => ({
            id: tab.id,
            label: i18n._(tab.label),
            content: (
              <div className="tab-feature">
                <div className="tab-feature__copy">
                  <h3>{i18n._(tab.title)}</h3>
                  <p>{i18n._(tab.text)}</p>
                </div>
                <ul className="check-list tab-feature__points">
                  {tab.points.map((point) => (
                    <li key={point.id}>
                      <Icon name="check" size={20} />
                      {i18n._(point)}
                    </li>
                  ))}
                </ul>
              </div>
            ),
          }))}
        />
      </Section>
      <Prerendered as="section" className="section section--quote" aria-label={t`What a client says`}>
        <div className="container">
          <TestimonialCard testimonial={testimonialById("kranzl")} large />
        </div>
      </Prerendered>
      <Section
        prerendered
        id="security"
        eyebrow={t`For your IT and security team`}
        title={t`Security and operations`}
        intro={t`The questions a security review asks, answered before the first call.`}
        layout="split"
      >
        <CardGrid cards={internalToolsSecurity} columns={2} plain />
        <p className="section__more">
          <Link className="text-link text-link--arrow" href="/for-it-and-procurement">
            <Trans>Company facts, sub-processors and our DPA, on one page to forward</Trans>
          </Link>
        </p>
      </Section>
      <RelatedWork slug="frachtblick" tone="surface" />
      <FaqSection items={internalToolsFaqs} />
      <FounderNoteSection content={internalTools} />
    </ServicePage>
  );
}
