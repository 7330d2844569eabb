import { useLingui } from "@lingui/react/macro";
import { ServicePage } from "../../components/ServicePage.tsx";
import { CardGrid, FaqSection, Section, Steps } from "../../components/sections.tsx";
import { prototypeFaqs, prototypeKinds, prototypeSteps, rapidPrototyping } from "../../content/services/rapid-prototyping.ts";

export function RapidPrototyping() {
  const { t } = useLingui();
  return (
    <ServicePage content={rapidPrototyping}>
      <Section id="kinds" title={t`The right prototype for your question`} tone="surface">
        <CardGrid cards={prototypeKinds} />
      </Section>
      <Section id="process" title={t`How a prototype sprint works`}>
        <Steps steps={prototypeSteps} />
      </Section>
      <FaqSection items={prototypeFaqs} tone="surface" />
    </ServicePage>
  );
}
