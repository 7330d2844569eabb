import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { usePageHead } from "../app/head.tsx";
import { serviceLinks } from "../components/services.ts";
import { CtaButton } from "../components/CtaButton.tsx";

export function Home() {
  const { i18n, t } = useLingui();
  usePageHead({
    title: t`Software development with AI, from Vienna`,
    description: t`MVPs in 2-4 weeks, internal tools, landing pages and front-ends. A Vienna software agency that builds with AI-assisted tools, GDPR-compliant on EU servers.`,
  });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">
            <Trans>Software agency in Vienna · AI-assisted development</Trans>
          </p>
          <h1 id="hero-title" className="hero__title">
            <Trans>Your MVP in weeks, not months</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              We turn your idea into working software, 10x faster with AI and 100% custom. From the first prototype to
              the internal tool your team uses every day, built to European standards.
            </Trans>
          </p>
          <div className="hero__actions">
            <CtaButton size="large">
              <Trans>Book your free consultation</Trans>
            </CtaButton>
            <a className="button button--ghost button--large" href="#services">
              <Trans>Explore our services</Trans>
            </a>
          </div>
        </div>
      </section>
      <section id="services" className="section container" aria-labelledby="services-title">
        <h2 id="services-title">
          <Trans>What we build</Trans>
        </h2>
        <ul className="service-list">
          {serviceLinks.map((s) => (
            <li key={s.path}>
              <Link href={s.path}>{i18n._(s.label)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
