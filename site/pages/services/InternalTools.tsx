import { useLingui } from "@lingui/react/macro";
import { ServicePage } from "../../components/ServicePage.tsx";
import { FaqSection, Section } from "../../components/sections.tsx";
import { Tabs } from "../../components/Tabs.tsx";
import { Icon } from "../../components/Icon.tsx";
import { internalTools, internalToolsFaqs, internalToolsTabs, internalToolsTestimonial } from "../../content/services/internal-tools.ts";
import { quoted } from "../../content/numbers.ts";
import type { Locale } from "../../i18n.ts";

export function InternalTools() {
  const { i18n, t } = useLingui();
  return (
    <ServicePage content={internalTools}>
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
      <section className="section" aria-label={t`What a client says`}>
        <div className="container">
          <figure className="testimonial">
            <blockquote>
              <p>{quoted(i18n._(internalToolsTestimonial.quote), i18n.locale as Locale)}</p>
            </blockquote>
            <figcaption>
              <strong>{internalToolsTestimonial.author}</strong>, {i18n._(internalToolsTestimonial.role)}
            </figcaption>
          </figure>
        </div>
      </section>
      <FaqSection items={internalToolsFaqs} tone="surface" />
    </ServicePage>
  );
}
