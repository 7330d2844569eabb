import { useLingui } from "@lingui/react/macro";
import { FeaturesSection, FounderNoteSection, RelatedWork, ServicePage } from "../../components/ServicePage.tsx";
import { CardGrid, FaqSection, Section } from "../../components/sections.tsx";
import { frontendDevelopment, frontendFaqs, frontendServices } from "../../content/services/frontend-development.ts";

export function FrontendDevelopment() {
  const { t } = useLingui();
  return (
    <ServicePage content={frontendDevelopment}>
      <FeaturesSection content={frontendDevelopment} />
      <Section prerendered id="services" title={t`How we can help`} layout="split" tone="surface">
        <CardGrid cards={frontendServices} columns={2} plain />
      </Section>
      <RelatedWork slug="tourguide" />
      <FaqSection items={frontendFaqs} tone="surface" />
      <FounderNoteSection content={frontendDevelopment} />
    </ServicePage>
  );
}
