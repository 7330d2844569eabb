import { useLingui } from "@lingui/react/macro";
import { ServicePage } from "../../components/ServicePage.tsx";
import { CardGrid, FaqSection, Section, Steps } from "../../components/sections.tsx";
import { mvpBenefits, mvpDevelopment, mvpFaqs, mvpSteps } from "../../content/services/mvp-development.ts";

export function MvpDevelopment() {
  const { t } = useLingui();
  return (
    <ServicePage content={mvpDevelopment}>
      <Section
        id="benefits"
        title={t`Why build an MVP with us`}
        intro={t`Speed matters, but only if what you get is solid.`}
        tone="surface"
      >
        <CardGrid cards={mvpBenefits} columns={4} />
      </Section>
      <Section id="process" title={t`From idea to launch in four steps`}>
        <Steps steps={mvpSteps} />
      </Section>
      <FaqSection items={mvpFaqs} tone="surface" />
    </ServicePage>
  );
}
