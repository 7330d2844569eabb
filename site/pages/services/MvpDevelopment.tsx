import { useLingui } from "@lingui/react/macro";
import { FeaturesSection, FounderNoteSection, RelatedWork, ServicePage } from "../../components/ServicePage.tsx";
import { CardGrid, FaqSection, Section, Steps } from "../../components/sections.tsx";
import { mvpBenefits, mvpDevelopment, mvpFaqs, mvpSteps } from "../../content/services/mvp-development.ts";

export function MvpDevelopment() {
  const { t } = useLingui();
  return (
    <ServicePage content={mvpDevelopment}>
      <FeaturesSection content={mvpDevelopment} layout="split" />
      <Section prerendered id="process" title={t`From idea to launch in four steps`} tone="surface">
        <Steps steps={mvpSteps} timeline />
      </Section>
      <RelatedWork slug="alpenmarkt" />
      <Section
        prerendered
        id="benefits"
        title={t`Why build an MVP with us`}
        intro={t`Speed matters, but only if what you get is solid.`}
        tone="surface"
      >
        <CardGrid cards={mvpBenefits} columns={4} />
      </Section>
      <FounderNoteSection content={mvpDevelopment} />
      <FaqSection items={mvpFaqs} tone="surface" />
    </ServicePage>
  );
}
