import { Trans, useLingui } from "@lingui/react/macro";
import { usePageHead } from "../app/head.tsx";
import { Icon } from "../components/Icon.tsx";
import { CtaBand, PageHero, Section } from "../components/sections.tsx";
import { publicApis } from "../content/apis.ts";

export function Apis() {
  const { i18n, t } = useLingui();
  usePageHead({
    title: t`Our APIs`,
    description: t`Two public APIs from our team: an image checker that detects unsafe content, and a puzzle generator and solver. Try the demos and read the source.`,
  });
  return (
    <>
      <PageHero
        eyebrow={t`Our APIs`}
        title={t`Public APIs, built by our team`}
        lead={t`We don't just build software for clients. These two APIs are our own products, open source and ready to use in your application.`}
      />
      <Section id="apis" title={t`Available APIs`}>
        <div className="api-grid">
          {publicApis.map((api) => {
            const name = i18n._(api.name);
            return (
              <article key={api.id} className="api-card" aria-labelledby={`api-${api.id}`}>
                <span className="card__icon">
                  <Icon name={api.icon} />
                </span>
                <h3 id={`api-${api.id}`}>{name}</h3>
                <p>{i18n._(api.description)}</p>
                <h4>
                  <Trans>Use cases</Trans>
                </h4>
                <ul className="check-list">
                  {api.useCases.map((useCase) => (
                    <li key={useCase.id}>
                      <Icon name="check" size={20} />
                      {i18n._(useCase)}
                    </li>
                  ))}
                </ul>
                <ul className="api-card__links" aria-label={t`Links for ${name}`}>
                  <li>
                    <a className="button button--primary" href={api.links.demoUrl} target="_blank" rel="noopener">
                      <Trans>Live demo</Trans>
                      <Icon name="external" size={18} />
                    </a>
                  </li>
                  <li>
                    <a className="button button--ghost" href={api.links.marketplaceUrl} target="_blank" rel="noopener">
                      <Trans>API marketplace</Trans>
                      <Icon name="external" size={18} />
                    </a>
                  </li>
                  <li>
                    <a className="button button--ghost" href={api.links.repoUrl} target="_blank" rel="noopener">
                      <Trans>Source code</Trans>
                      <Icon name="external" size={18} />
                    </a>
                  </li>
                </ul>
              </article>
            );
          })}
        </div>
      </Section>
      <CtaBand
        title={t`Need an API of your own?`}
        text={t`We design and build APIs that are fast, documented and secure. Tell us what yours should do.`}
        cta={t`Tell us about your project – 2 min`}
      />
    </>
  );
}
