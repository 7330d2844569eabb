import { Trans, useLingui } from "@lingui/react/macro";
import { usePageHead } from "../app/head.tsx";
import { Icon } from "../components/Icon.tsx";
import { ProjectMockup } from "../components/mockups/ProjectMockup.tsx";
import { CtaBand, PageHero, Section } from "../components/sections.tsx";
import { TiltCard } from "../components/TiltCard.tsx";
import { portfolio } from "../content/portfolio.ts";

export function OurWork() {
  const { i18n, t } = useLingui();
  usePageHead({
    title: t`Our Work`,
    description: t`MVPs, internal tools, prototypes, front-ends and landing pages we have built for clients across Europe.`,
  });
  return (
    <>
      <PageHero
        eyebrow={t`Our work`}
        title={t`Software that is in use every day`}
        lead={t`A selection of MVPs, internal tools, prototypes and landing pages we have built with our clients.`}
      />
      <Section id="projects" title={t`Selected projects`}>
        <ul className="portfolio">
          {portfolio.map((item) => (
            <li key={item.id} id={`project-${item.id}`}>
              <TiltCard className="portfolio__card">
                <ProjectMockup id={item.id} spec={item.image} className="portfolio__image" />
                <div className="portfolio__body">
                  <p className="portfolio__category">{i18n._(item.category)}</p>
                  <h3>{item.title}</h3>
                  <p>{i18n._(item.description)}</p>
                  <a className="portfolio__link" href={item.link} target="_blank" rel="noopener">
                    <Trans>Visit site</Trans>
                    <span className="visually-hidden">
                      {" "}
                      {item.title} <Trans>(opens in a new tab)</Trans>
                    </span>
                    <Icon name="external" size={18} />
                  </a>
                </div>
              </TiltCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="how-we-work" title={t`How these projects came about`} tone="surface">
        <div className="about">
          <p>
            <Trans>
              Every project above started with a free consultation and a clear goal. We scoped the first version together with the client,
              built it in short cycles with AI-assisted development and put it in front of real users within weeks.
            </Trans>
          </p>
          <p>
            <Trans>
              Some of these products are now run by our clients' own teams; others we still develop with them. Because the code belongs to
              our clients, both options are always open.
            </Trans>
          </p>
        </div>
      </Section>
      <CtaBand
        title={t`Your project could be next`}
        text={t`Tell us about your idea in a free consultation and find out how quickly it can be live.`}
        cta={t`Start your project`}
      />
    </>
  );
}
