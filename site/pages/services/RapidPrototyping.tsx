import { useLingui } from "@lingui/react/macro";
import { FeaturesSection, FounderNoteSection, RelatedWork, ServicePage } from "../../components/ServicePage.tsx";
import { CardGrid, FaqSection, Section, Steps } from "../../components/sections.tsx";
import { prototypeFaqs, prototypeKinds, prototypeSteps, rapidPrototyping } from "../../content/services/rapid-prototyping.ts";

export function RapidPrototyping() {
  const { t } = useLingui();
  return (
    <ServicePage content={rapidPrototyping}>
      <FeaturesSection content={rapidPrototyping} />
      <Section prerendered id="kinds" title={t`The right prototype for your question`} layout="split" tone="surface">
        <CardGrid cards={prototypeKinds} columns={2} plain />
      </Section>
      <Section prerendered id="process" title={t`How a prototype sprint works`}>
        <Steps steps={prototypeSteps} timeline />
      </Section>
      <RelatedWork slug="nahbei" tone="surface" />
      <FounderNoteSection content={rapidPrototyping} />
      <FaqSection items={prototypeFaqs} tone="surface" />
    </ServicePage>
  );
}
