import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePageHead } from "../app/head.tsx";
import type { ProjectType } from "../../contract/options.ts";
import type { ServicePageContent } from "../content/types.ts";
import { CtaButton } from "./CtaButton.tsx";
import { CardGrid, CtaBand, FounderNote, PageHero, Section } from "./sections.tsx";
import { ProjectMockup } from "./mockups/ProjectMockup.tsx";

/** The portfolio project whose mock-up pictures each service in its hero. */
const serviceExample: Record<string, { id: string; hue: number }> = {
  "/internal-tools": { id: "fleetboard", hue: 230 },
  "/mvp-development": { id: "alpenmarkt", hue: 150 },
  "/rapid-prototyping": { id: "careconnect", hue: 190 },
  "/frontend-development": { id: "tourguide", hue: 20 },
  "/landing-page-creation": { id: "fundly", hue: 270 },
};

/** The questionnaire's project type of each service: its call-to-action opens the questionnaire with it chosen. */
const serviceProjectType: Record<string, ProjectType> = {
  "/internal-tools": "internal",
  "/mvp-development": "mvp",
  "/rapid-prototyping": "prototype",
  "/frontend-development": "frontend",
  "/landing-page-creation": "landing",
};

/**
 * The frame every service page shares: hero with the booking button, the feature cards,
 * the page's own sections (children), the founder's note and the closing band.
 */
export function ServicePage({ content, children }: { content: ServicePageContent; children?: ReactNode }) {
  const { i18n, t } = useLingui();
  const example = serviceExample[content.path];
  usePageHead({ title: i18n._(content.title), description: i18n._(content.description) });
  return (
    <>
      <PageHero
        eyebrow={i18n._(content.eyebrow)}
        title={i18n._(content.heading)}
        lead={i18n._(content.lead)}
        visual={example && <ProjectMockup id={example.id} spec={{ motif: "dashboard", hue: example.hue }} className="page-hero__mock" />}
      >
        <CtaButton size="large" projectType={serviceProjectType[content.path]}>
          {i18n._(content.cta)}
        </CtaButton>
        <a className="button button--ghost button--large" href="#features">
          <Trans>What you get</Trans>
        </a>
      </PageHero>
      <Section id="features" title={i18n._(content.featuresTitle)} intro={i18n._(content.featuresIntro)}>
        <CardGrid cards={content.features} columns={content.features.length === 4 ? 4 : 3} />
      </Section>
      {children}
      {content.founderNote && (
        <section className="section" aria-label={t`A note from our founder`}>
          <div className="container">
            <FounderNote text={content.founderNote} />
          </div>
        </section>
      )}
      <CtaBand title={i18n._(content.closing.title)} text={i18n._(content.closing.text)} cta={i18n._(content.closing.cta)} />
    </>
  );
}
