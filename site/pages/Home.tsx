import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { usePageHead } from "../app/head.tsx";
import { CtaButton } from "../components/CtaButton.tsx";
import { Icon } from "../components/Icon.tsx";
import { ContactVisual, HeroVisual } from "../components/mockups/HeroVisual.tsx";
import { CardGrid, CtaBand, Section, Steps } from "../components/sections.tsx";
import { company, displayPhone, phoneHref } from "../../contract/company.ts";
import { agencyServices, aiTools, homeServices, homeStats, languages, referralSteps } from "../content/home.ts";
import { formatFigure } from "../content/numbers.ts";
import { formatEuro, REFERRAL_REWARD } from "../../widgets/referral-form/referral-form.reward.ts";
import { SiteReferralForm } from "../components/widgets.tsx";
import type { Locale } from "../i18n.ts";

export function Home() {
  const { i18n, t } = useLingui();
  const companyName = company.name;
  const locale = i18n.locale as Locale;
  const discount = formatEuro(REFERRAL_REWARD.discount, locale);
  const giftCard = formatEuro(REFERRAL_REWARD.giftCard, locale);
  usePageHead({
    title: t`Software development with AI, from Vienna`,
    description: t`MVPs in 2-4 weeks, internal tools, landing pages and front-ends. A Vienna software agency that builds with AI-assisted tools, GDPR-compliant on EU servers.`,
  });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">
              <Trans>Software agency in Vienna · AI-assisted development</Trans>
            </p>
            <h1 id="hero-title" className="hero__title">
              <Trans>Your MVP in weeks, not months</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                We turn your idea into working software, 10x faster with AI and 100% custom. From the first prototype to the internal tool
                your team uses every day, built to European standards.
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
          <HeroVisual />
        </div>
        <div className="container">
          <ul className="stats" aria-label={t`Key figures`}>
            {homeStats.map((stat) => (
              <li key={stat.label.id} className="stats__card">
                <p className="stats__value">
                  {formatFigure(stat.value, i18n.locale as Locale)} <span>{i18n._(stat.label)}</span>
                </p>
                <p>{i18n._(stat.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="services"
        title={t`What we build`}
        intro={t`Four ways we help start-ups and companies across Europe move faster. All of them 100% custom.`}
      >
        <ul className="card-grid card-grid--4">
          {homeServices.map((service) => (
            <li key={service.path} className="card card--link">
              <span className="card__icon">
                <Icon name={service.icon} />
              </span>
              <h3>
                <Link href={service.path} className="card__link">
                  {i18n._(service.title)}
                </Link>
              </h3>
              <p>{i18n._(service.text)}</p>
              <span className="card__more" aria-hidden="true">
                <Trans>Learn more</Trans> <Icon name="arrow" size={18} />
              </span>
            </li>
          ))}
        </ul>
        <div className="feature-pair">
          <section className="feature-card" aria-labelledby="languages-title">
            <span className="card__icon">
              <Icon name="globe" />
            </span>
            <h3 id="languages-title">
              <Trans>Support in five languages</Trans>
            </h3>
            <p>
              <Trans>
                Talk to us in your language. We advise, document and build interfaces in all five, for teams and customers across Europe.
              </Trans>
            </p>
            <ul className="language-list">
              {languages.map((language) => (
                <li key={language.code}>
                  <abbr title={i18n._(language.name)}>{language.code}</abbr> {i18n._(language.name)}
                </li>
              ))}
            </ul>
          </section>
          <section className="feature-card" aria-labelledby="eu-title">
            <span className="card__icon">
              <Icon name="shield" />
            </span>
            <h3 id="eu-title">
              <Trans>EU compliant by design</Trans>
            </h3>
            <p>
              <Trans>
                Your data stays in Europe. We build GDPR-compliant software and host it on EU servers, with data processing agreements and
                privacy built in from the first line of code.
              </Trans>
            </p>
            <ul className="check-list">
              <li>
                <Icon name="check" size={20} />
                <Trans>GDPR compliance</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>EU-hosted servers</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>Data processing agreement included</Trans>
              </li>
            </ul>
          </section>
        </div>
      </Section>

      <CtaBand
        id="home-cta"
        title={t`Have an idea? Let's talk about it.`}
        text={t`A free 30-minute consultation, no strings attached. You will know what it takes and how fast it can be done.`}
        cta={t`Book your free consultation`}
      />

      <Section
        id="tools"
        title={t`The AI tools behind our speed`}
        intro={t`We build 10x faster because AI does the routine work. Our engineers make the decisions and check every result.`}
      >
        <CardGrid cards={aiTools} />
      </Section>

      <Section
        id="referral"
        title={t`Recommend us and get rewarded`}
        intro={t`Know a company that needs software? Introduce us. Once they sign up, you receive a 500 euro discount on your next project or a 250 euro gift card, whichever you prefer.`}
        tone="surface"
      >
        <div className="referral">
          <div>
            <Steps steps={referralSteps} />
            <p className="referral__reward">
              <Icon name="sparkles" />
              <Trans>
                Your reward: {discount} off your next project or a {giftCard} gift card.
              </Trans>
            </p>
          </div>
          <SiteReferralForm id="referral-form" className="referral__form" />
        </div>
      </Section>

      <Section id="about" title={t`About us`}>
        <div className="about">
          <p>
            <Trans>
              {companyName} is a software agency in Vienna. We are a small team of senior engineers and designers who combine years of
              experience with the newest AI tools. That lets us deliver in weeks what used to take months, without cutting corners.
            </Trans>
          </p>
          <p>
            <Trans>
              We work with start-ups that need an MVP, with companies that want better internal tools and with marketing teams that need
              landing pages that convert. Our clients are mainly European businesses, and we speak their language, literally.
            </Trans>
          </p>
        </div>
      </Section>

      <Section
        id="agency-grade"
        title={t`Agency-grade services`}
        intro={t`Fast does not mean careless. Every project comes with what you expect from an experienced agency.`}
        tone="surface"
      >
        <CardGrid cards={agencyServices} />
      </Section>

      <Section id="contact" title={t`Get in touch`}>
        <div className="contact">
          <div className="contact__copy">
            <p>
              <Trans>The quickest way to start is a free consultation. Prefer to write or call? We answer within one working day.</Trans>
            </p>
            <ul className="contact__list">
              <li>
                <Icon name="mail" />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
              <li>
                <Icon name="phone" />
                <a href={phoneHref(company.phone)}>{displayPhone(company.phone)}</a>
              </li>
              <li>
                <Icon name="pin" />
                <span>
                  {company.address.street}, {company.address.postalCode} {company.address.city}
                </span>
              </li>
            </ul>
            <CtaButton size="large">
              <Trans>Book your free consultation</Trans>
            </CtaButton>
          </div>
          <ContactVisual />
        </div>
      </Section>
    </>
  );
}
