import { Trans, useLingui } from "@lingui/react/macro";
import { usePageHead } from "../app/head.tsx";
import { Icon } from "../components/Icon.tsx";
import { CtaBand, PageHero, Section } from "../components/sections.tsx";
import { publicApis } from "../content/apis.ts";

/**
 * The hero's picture: what working with the Image Checker looks like, one request and its
 * answer. Code is not translated; the caption is. Lines stay short enough to wrap nowhere
 * on a 320 px phone, so the block never scrolls.
 */
function ApiExchange() {
  const { t } = useLingui();
  return (
    <figure className="api-exchange">
      <figcaption className="api-exchange__caption">{t`Example: one image in, a verdict out`}</figcaption>
      <pre className="api-exchange__code">
        <code>
          <span className="tok-method">POST</span>
          {" /v1/check\n"}
          <span className="tok-comment">Content-Type: image/jpeg</span>
          {"\n\n"}
          <span className="tok-status">200 OK</span>
          {"\n{\n  "}
          <span className="tok-key">"verdict"</span>: <span className="tok-string">"safe"</span>
          {",\n  "}
          <span className="tok-key">"confidence"</span>: <span className="tok-number">0.98</span>
          {",\n  "}
          <span className="tok-key">"flags"</span>
          {": [],\n  "}
          <span className="tok-key">"stored"</span>: <span className="tok-number">false</span>
          {",\n  "}
          <span className="tok-key">"ms"</span>: <span className="tok-number">84</span>
          {"\n}"}
        </code>
      </pre>
    </figure>
  );
}

export function Apis() {
  const { i18n, t } = useLingui();
  usePageHead({
    title: t`Our APIs`,
    description: t`Two public APIs from our team: an image checker that detects unsafe content, and a puzzle generator and solver. Try the demos and read the source.`,
  });
  return (
    <>
      <PageHero
        prerendered
        eyebrow={t`Our APIs`}
        title={t`Public APIs, built by our team`}
        lead={t`We don't just build software for clients. These two APIs are our own products, open source and ready to use in your application.`}
        visual={<ApiExchange />}
      />
      <Section prerendered id="apis" title={t`Available APIs`}>
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
                {/* One action leads; the listing and the source are references beside it. */}
                <ul className="api-card__links" aria-label={t`Links for ${name}`}>
                  <li>
                    <a className="button button--primary" href={api.links.demoUrl} target="_blank" rel="noopener">
                      <Trans>Live demo</Trans>
                      <Icon name="external" size={18} />
                    </a>
                  </li>
                  <li>
                    <a className="text-link" href={api.links.marketplaceUrl} target="_blank" rel="noopener">
                      <Trans>API marketplace</Trans>
                      <Icon name="external" size={16} />
                    </a>
                  </li>
                  <li>
                    <a className="text-link" href={api.links.repoUrl} target="_blank" rel="noopener">
                      <Trans>Source code</Trans>
                      <Icon name="external" size={16} />
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
