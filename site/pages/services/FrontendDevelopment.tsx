import { useLingui } from "@lingui/react/macro";
import { ServicePage } from "../../components/ServicePage.tsx";
import { CardGrid, FaqSection, Section } from "../../components/sections.tsx";
import { frontendDevelopment, frontendFaqs, frontendServices } from "../../content/services/frontend-development.ts";

export function FrontendDevelopment() {
  const { t } = useLingui();
  return (
    <ServicePage content={frontendDevelopment}>
      <Section id="services" title={t`How we can help`} tone="surface">
        <CardGrid cards={frontendServices} />
      </Section>
      <FaqSection items={frontendFaqs} />
    </ServicePage>
  );
}
