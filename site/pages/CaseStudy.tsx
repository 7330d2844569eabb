import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { usePageHead } from "../app/head.tsx";
import { Icon } from "../components/Icon.tsx";
import { Link } from "../components/Link.tsx";
import { ProjectDetail } from "../components/mockups/ProjectDetail.tsx";
import { ProjectMockup } from "../components/mockups/ProjectMockup.tsx";
import { Prerendered } from "../components/Prerendered.tsx";
import { CtaBand, TestimonialCard } from "../components/sections.tsx";
import { caseStudyBySlug } from "../content/case-studies.ts";
import { type CaseStudySlug, caseStudySlugs } from "../content/case-study-slugs.ts";
import { clientById } from "../content/clients.ts";
import { testimonialById } from "../content/people.ts";
import { portfolioItem } from "../content/portfolio.ts";

function CaseStudyPage({ slug }: { slug: CaseStudySlug }) {
  const { i18n, t } = useLingui();
  const study = caseStudyBySlug(slug);
  const project = portfolioItem(slug);
  const client = clientById(project.clientId);
  const clientName = client.name;
  const next = caseStudySlugs[(caseStudySlugs.indexOf(slug) + 1) % caseStudySlugs.length]!;
  const nextProject = portfolioItem(next);
  const nextStudy = caseStudyBySlug(next);
  usePageHead({ title: i18n._(study.title), description: i18n._(study.summary), type: "article" });
  return (
    <Prerendered as="article" className="case" aria-labelledby="page-title">
      <header className="case__hero">
        <div className="container">
          <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
            <Link href="/our-work">
              <Trans>Our work</Trans>
            </Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{project.title}</span>
          </nav>
          <p className="eyebrow">{`${i18n._(project.category)} · ${client.name}`}</p>
          <h1 id="page-title">{i18n._(study.headline)}</h1>
          <p className="case__summary">{i18n._(study.summary)}</p>
          <dl className="case__figures">
            {study.figures.map((figure) => (
              <div key={figure.label.id}>
                <dt>{i18n._(figure.label)}</dt>
                <dd>{i18n._(figure.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <div className="container">
        <figure className="case__shot case__shot--main">
          <ProjectMockup id={project.id} spec={project.image} className="case__image" />
          <figcaption>{i18n._(study.screens[0])}</figcaption>
        </figure>
      </div>

      <div className="container case__layout">
        <aside className="case__facts" aria-labelledby="facts-title">
          <h2 id="facts-title" className="case__facts-title">
            <Trans>The project</Trans>
          </h2>
          <dl>
            <div>
              <dt>
                <Trans>Client</Trans>
              </dt>
              <dd>
                {`${client.name}, ${client.city}`}
                <span className="case__facts-sub">{i18n._(client.sector)}</span>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Service</Trans>
              </dt>
              <dd>{i18n._(project.category)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Duration</Trans>
              </dt>
              <dd>{i18n._(study.duration)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Team</Trans>
              </dt>
              <dd>{i18n._(study.team)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Year</Trans>
              </dt>
              <dd>{study.year}</dd>
            </div>
            <div>
              <dt>
                <Trans>Stack</Trans>
              </dt>
              <dd>
                <ul className="case__stack">
                  {study.stack.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <a className="text-link case__visit" href={project.link} target="_blank" rel="noopener">
            {project.linkKind === "client-site" ? <Trans>Visit {clientName}'s website</Trans> : <Trans>Visit site</Trans>}
            <span className="visually-hidden">{` ${t`(opens in a new tab)`}`}</span>
            <Icon name="external" size={16} />
          </a>
          {project.linkKind === "client-site" && (
            <p className="case__facts-note">
              <Trans>The tool itself is internal and not public.</Trans>
            </p>
          )}
        </aside>

        <div className="case__story">
          <section aria-labelledby="problem-title">
            <h2 id="problem-title">
              <Trans>The problem</Trans>
            </h2>
            {study.problem.map((paragraph) => (
              <p key={paragraph.id}>{i18n._(paragraph)}</p>
            ))}
          </section>
          <section aria-labelledby="built-title">
            <h2 id="built-title">
              <Trans>What we built</Trans>
            </h2>
            <p>{i18n._(study.built)}</p>
            <ul className="check-list">
              {study.features.map((feature) => (
                <li key={feature.id}>
                  <Icon name="check" size={20} />
                  {i18n._(feature)}
                </li>
              ))}
            </ul>
          </section>
          <figure className="case__shot">
            <ProjectDetail slug={slug} hue={project.image.hue} className="case__image" />
            <figcaption>{i18n._(study.screens[1])}</figcaption>
          </figure>
          <section aria-labelledby="result-title">
            <h2 id="result-title">
              <Trans>The result</Trans>
            </h2>
            <p>{i18n._(study.result)}</p>
          </section>
          {study.testimonialId && <TestimonialCard testimonial={testimonialById(study.testimonialId)} large />}
        </div>
      </div>

      <nav className="container case__next" aria-label={t`Next case study`}>
        <Link href={`/our-work/${next}`} className="case__next-link">
          <span className="case__next-label">
            <Trans>Next project</Trans>
          </span>
          <span className="case__next-title">{`${nextProject.title}: ${i18n._(nextStudy.headline)}`}</span>
          <Icon name="arrow" />
        </Link>
      </nav>

      <CtaBand
        title={t`Want results like these?`}
        text={t`Tell us where you are and where you want to be. In a free call we tell you honestly what is possible and how long it takes.`}
        cta={t`Tell us about your project – 2 min`}
      />
    </Prerendered>
  );
}

const pages = new Map<CaseStudySlug, ComponentType>();

/** The page component of one case study (one per slug, so routes stay stable). */
export function caseStudyPage(slug: CaseStudySlug): ComponentType {
  let page = pages.get(slug);
  if (!page) {
    page = () => <CaseStudyPage slug={slug} />;
    pages.set(slug, page);
  }
  return page;
}
