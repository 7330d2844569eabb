import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { usePageHead } from "../app/head.tsx";
import { caseStudyBySlug } from "../content/case-studies.ts";
import type { CaseStudySlug } from "../content/case-study-slugs.ts";
import { clientById } from "../content/clients.ts";
import { formatFigure } from "../content/numbers.ts";
import { portfolioItem } from "../content/portfolio.ts";
import { startingPrices } from "../content/pricing.ts";
import type { ServicePageContent } from "../content/types.ts";
import type { Locale } from "../i18n.ts";
import { CtaButton } from "./CtaButton.tsx";
import { Icon } from "./Icon.tsx";
import { Link } from "./Link.tsx";
import { ProjectMockup } from "./mockups/ProjectMockup.tsx";
import { ServiceVisual } from "./mockups/ServiceVisuals.tsx";
import { Prerendered } from "./Prerendered.tsx";
import { CardGrid, CtaBand, FounderNote, PageHero, Section } from "./sections.tsx";

/**
 * The frame of a service page: the hero with the service's own picture and its call to
 * action, the page's sections (each page orders and shapes its own), and the closing band.
 */
export function ServicePage({ content, children }: { content: ServicePageContent; children: ReactNode }) {
  const { i18n } = useLingui();
  const price = formatFigure(startingPrices[content.projectType], i18n.locale as Locale);
  usePageHead({ title: i18n._(content.title), description: i18n._(content.description) });
  return (
    <>
      <PageHero
        prerendered
        className={`page-hero--service page-hero--${content.projectType}`}
        eyebrow={i18n._(content.eyebrow)}
        title={i18n._(content.heading)}
        lead={i18n._(content.lead)}
        visual={<ServiceVisual service={content.projectType} />}
        note={
          <>
            <Trans>Fixed price from {price} before VAT, quoted in writing after the free call.</Trans>
            {content.priceScope && (
              <>
                {" "}
                <span className="page-hero__price-scope">{i18n._(content.priceScope)}</span>
              </>
            )}
          </>
        }
      >
        <CtaButton size="large" projectType={content.projectType}>
          {i18n._(content.cta)}
        </CtaButton>
        <a className="text-link text-link--arrow" href="#features">
          <Trans>What you get</Trans>
          <Icon name="arrow" size={18} />
        </a>
      </PageHero>
      {children}
      <CtaBand title={i18n._(content.closing.title)} text={i18n._(content.closing.text)} cta={i18n._(content.closing.cta)} />
    </>
  );
}

/** The service's feature list: cards, or a ruled list beside the heading (`split`). */
export function FeaturesSection({ content, layout, tone }: { content: ServicePageContent; layout?: "split"; tone?: "surface" }) {
  const { i18n } = useLingui();
  const columns = content.features.length === 4 ? 4 : 3;
  return (
    <Section
      prerendered
      id="features"
      title={i18n._(content.featuresTitle)}
      intro={i18n._(content.featuresIntro)}
      {...(layout ? { layout } : {})}
      {...(tone ? { tone } : {})}
    >
      <CardGrid cards={content.features} columns={layout === "split" ? 2 : columns} plain={layout === "split"} />
    </Section>
  );
}

/** The founder's note on a service page, in a section of its own. */
export function FounderNoteSection({ content }: { content: ServicePageContent }) {
  const { t } = useLingui();
  if (!content.founderNote) return null;
  return (
    <Prerendered as="section" className="section section--quote" aria-label={t`A note from our founder`}>
      <div className="container">
        <FounderNote text={content.founderNote} />
      </div>
    </Prerendered>
  );
}

/** A case study of the service, as proof beside the promise. */
export function RelatedWork({ slug, tone }: { slug: CaseStudySlug; tone?: "surface" }) {
  const { i18n, t } = useLingui();
  const study = caseStudyBySlug(slug);
  const project = portfolioItem(slug);
  const client = clientById(project.clientId);
  return (
    <Section prerendered id="related-work" eyebrow={t`In practice`} title={i18n._(study.headline)} {...(tone ? { tone } : {})}>
      <div className="related-work">
        <ProjectMockup id={project.id} spec={project.image} className="related-work__image" />
        <div className="related-work__body">
          <p className="related-work__meta">{project.title === client.name ? client.name : `${project.title} · ${client.name}`}</p>
          <p>{i18n._(study.summary)}</p>
          <dl className="work-row__figures">
            {study.figures.map((figure) => (
              <div key={figure.label.id}>
                <dt>{i18n._(figure.label)}</dt>
                <dd>{i18n._(figure.value)}</dd>
              </div>
            ))}
          </dl>
          <Link className="text-link text-link--arrow" href={`/our-work/${slug}`}>
            <Trans>Read the case study</Trans>
            <span className="visually-hidden">{` ${project.title}`}</span>
            <Icon name="arrow" size={18} />
          </Link>
        </div>
      </div>
    </Section>
  );
}
