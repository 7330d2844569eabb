import { Trans, useLingui } from "@lingui/react/macro";
import { usePageHead } from "../app/head.tsx";
import { Icon } from "../components/Icon.tsx";
import { Link } from "../components/Link.tsx";
import { ProjectMockup } from "../components/mockups/ProjectMockup.tsx";
import { ReferenceCards } from "../components/ReferenceCards.tsx";
import { CtaBand, LogoStrip, PageHero, Section } from "../components/sections.tsx";
import { TiltCard } from "../components/TiltCard.tsx";
import { clientById } from "../content/clients.ts";
import { portfolio } from "../content/portfolio.ts";
import { references } from "../content/references.ts";

export function OurWork() {
  const { i18n, t } = useLingui();
  usePageHead({
    title: t`Our Work`,
    description: t`MVPs, internal tools, prototypes, front-ends and landing pages we have built for clients across Europe, with a case study for each.`,
  });
  return (
    <>
      <PageHero
        prerendered
        eyebrow={t`Our work`}
        title={t`Software people use every day`}
        lead={t`Seven of our projects, each told as a case study: the client's problem, what we built, the stack, the time it took and what changed.`}
      />
      {/* The hero already says what follows: a visible second heading would only repeat or contradict it. */}
      <Section id="projects" title={t`The seven projects`} titleHidden>
        <ul className="portfolio">
          {portfolio.map((item) => {
            const client = clientById(item.clientId);
            const clientName = client.name;
            const projectTitle = item.title;
            return (
              <li key={item.id} id={`project-${item.id}`}>
                <TiltCard className="portfolio__card">
                  <ProjectMockup id={item.id} spec={item.image} className="portfolio__image" />
                  <div className="portfolio__body">
                    <p className="portfolio__category">
                      {`${i18n._(item.category)} `}
                      <span className="portfolio__client">{`· ${client.name}`}</span>
                    </p>
                    <h3>{item.title}</h3>
                    <p>{i18n._(item.description)}</p>
                    <p className="portfolio__outcome">
                      <Icon name="chart" size={18} />
                      {i18n._(item.outcome)}
                    </p>
                    <div className="portfolio__links">
                      <Link className="button button--secondary" href={`/our-work/${item.id}`}>
                        <Trans>Read the case study</Trans>
                        <span className="visually-hidden">{` ${item.title}`}</span>
                      </Link>
                      {/* An internal tool's link says whose public site it opens, in its own label. */}
                      <a className="portfolio__link" href={item.link} target="_blank" rel="noopener">
                        {/* One run of text: where the label wraps, the icon stays after its last word. */}
                        <span>
                          {item.linkKind === "client-site" ? <Trans>{clientName} website</Trans> : <Trans>Visit site</Trans>}
                          <span className="visually-hidden">
                            {`${item.linkKind === "client-site" ? t`– the client's public site: ${projectTitle} itself is internal` : ` ${item.title}`} ${t`(opens in a new tab)`}`}
                          </span>
                          <Icon name="external" size={18} />
                        </span>
                      </a>
                    </div>
                  </div>
                </TiltCard>
              </li>
            );
          })}
        </ul>
      </Section>
      <LogoStrip title={t`The clients behind these projects`} />
      <Section
        prerendered
        id="references"
        title={t`References you can speak to`}
        intro={t`Clients who agreed to tell you about working with us, from start-ups to companies of several hundred people. Each names the person you can speak to and their role; we put you in touch after a short call.`}
      >
        <ReferenceCards items={references} />
      </Section>
      <Section prerendered id="how-we-work" title={t`How these projects came about`} tone="surface" layout="split">
        <div className="about about--single">
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
        text={t`Tell us about your idea and find out in a free call how quickly it can be live.`}
        cta={t`Tell us about your project – 2 min`}
      />
    </>
  );
}
