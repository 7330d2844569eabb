import { Trans, useLingui } from "@lingui/react/macro";
import { rewardAmounts } from "../../contract/reward.ts";
import { company, displayPhone, phoneHref } from "../../contract/site/company.ts";
import { usePageHead } from "../app/head.tsx";
import { formatNumber } from "../app/numbers-memo.ts";
import { Avatar } from "../components/Avatar.tsx";
import { CtaButton } from "../components/CtaButton.tsx";
import { Icon } from "../components/Icon.tsx";
import { Link } from "../components/Link.tsx";
import { HeroVisual } from "../components/mockups/HeroVisual.tsx";
import { ProjectMockup } from "../components/mockups/ProjectMockup.tsx";
import { Prerendered } from "../components/Prerendered.tsx";
import { CardGrid, CtaBand, LogoStrip, Section, Steps, TestimonialCard } from "../components/sections.tsx";
import { SiteReferralForm } from "../components/widgets.tsx";
import { caseStudyBySlug } from "../content/case-studies.ts";
import { clientById } from "../content/clients.ts";
import {
  agencyServices,
  aiTools,
  homeCaseStudies,
  homeServices,
  homeStats,
  homeTestimonials,
  languages,
  referralSteps,
} from "../content/home.ts";
import { formatFigure } from "../content/numbers.ts";
import { team, testimonialById, titleOf } from "../content/people.ts";
import { portfolioItem } from "../content/portfolio.ts";
import { startingPrices } from "../content/pricing.ts";
import type { Locale } from "../i18n.ts";

/** The article that explains the "10x" of the key figures. */
const SPEED_ARTICLE = "/blog/ai-assisted-development-in-practice";

/** One service of the bento grid, with its starting price. */
function ServiceCard({ service }: { service: (typeof homeServices)[number] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const price = formatFigure(startingPrices[service.projectType], locale);
  return (
    <li className={`card card--link service-bento__item service-bento__item--${service.projectType}`}>
      <span className="card__icon">
        <Icon name={service.icon} />
      </span>
      <h3>
        <Link href={service.path} className="card__link">
          {i18n._(service.title)}
        </Link>
      </h3>
      <p>{i18n._(service.text)}</p>
      <p className="service-bento__detail">{i18n._(service.detail)}</p>
      <p className="service-bento__price">
        <Trans>From {price}</Trans>
      </p>
      <span className="card__more" aria-hidden="true">
        <Trans>Learn more</Trans>
      </span>
    </li>
  );
}

/** One selected case study: its picture, headline and two figures. */
function CaseStudyRow({ slug }: { slug: (typeof homeCaseStudies)[number] }) {
  const { i18n } = useLingui();
  const study = caseStudyBySlug(slug);
  const project = portfolioItem(slug);
  const client = clientById(project.clientId);
  return (
    <li className="work-row">
      <ProjectMockup id={project.id} spec={project.image} className="work-row__image" />
      <div className="work-row__body">
        <p className="work-row__meta">{`${i18n._(project.category)} · ${client.name}`}</p>
        <h3>
          <Link href={`/our-work/${slug}`} className="card__link">
            {i18n._(study.headline)}
          </Link>
        </h3>
        <dl className="work-row__figures">
          {study.figures.slice(0, 2).map((figure) => (
            <div key={figure.label.id}>
              <dt>{i18n._(figure.label)}</dt>
              <dd>{i18n._(figure.value)}</dd>
            </div>
          ))}
        </dl>
        <span className="card__more" aria-hidden="true">
          <Trans>Read the case study</Trans>
        </span>
      </div>
    </li>
  );
}

export function Home() {
  const { i18n, t } = useLingui();
  const companyName = company.name;
  const locale = i18n.locale as Locale;
  const founder = team[0]!;
  const { discount, giftCard } = rewardAmounts(locale, formatNumber);
  usePageHead({
    title: t`Software development with AI, from Vienna`,
    description: t`MVPs in 2–4 weeks, internal tools, landing pages and front-ends. A Vienna software studio that builds with AI-assisted tools, your product GDPR-compliant on EU servers.`,
  });
  return (
    <>
      <Prerendered as="section" className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">
              <Trans>Product studio in Vienna</Trans>
            </p>
            <h1 id="hero-title" className="hero__title">
              <Trans>Your MVP in weeks, not months</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                We design and build custom software for start-ups and companies across Europe: first versions, internal tools and the pages
                that sell them. Built by senior engineers with AI assistance, and live within weeks.
              </Trans>
            </p>
            <div className="hero__actions">
              <CtaButton size="large">
                <Trans>Tell us about your project – 2 min</Trans>
              </CtaButton>
              <Link className="text-link text-link--arrow" href="/our-work">
                <Trans>See our work</Trans>
                <Icon name="arrow" size={18} />
              </Link>
            </div>
            <ul className="hero__promises">
              <li>
                <Icon name="check" size={16} />
                <Trans>Free 30-minute call</Trans>
              </li>
              <li>
                <Icon name="check" size={16} />
                <Trans>Fixed price before we start</Trans>
              </li>
              <li>
                <Icon name="check" size={16} />
                <Trans>Your product hosted in the EU</Trans>
              </li>
            </ul>
            <p className="hero__buyers">
              <Trans>Buying for an established company?</Trans>{" "}
              <Link className="text-link text-link--arrow" href="/for-it-and-procurement">
                <Trans>For IT and procurement</Trans>
                <Icon name="arrow" size={16} />
              </Link>
            </p>
          </div>
          <HeroVisual />
        </div>
      </Prerendered>

      <LogoStrip title={t`Teams we have built for`} />

      <Prerendered as="section" className="stats-band" aria-label={t`Key figures`}>
        <div className="container">
          <ul className="stats">
            {homeStats.map((stat) => (
              <li key={stat.label.id} className="stats__item">
                <p className="stats__value">
                  {`${formatFigure(stat.value, locale)} `}
                  <span>{i18n._(stat.label)}</span>
                </p>
                <p>{i18n._(stat.text)}</p>
                {"times" in stat.value && (
                  <Link className="text-link" href={SPEED_ARTICLE}>
                    <Trans>How we measure this</Trans>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </Prerendered>

      <Section
        prerendered
        id="services"
        title={t`What we build`}
        intro={t`Five services, one team: from the first prototype to the tool your staff uses every day. Every line reviewed by a senior engineer.`}
      >
        <ul className="service-bento">
          {homeServices.map((service) => (
            <ServiceCard key={service.path} service={service} />
          ))}
        </ul>
        <p className="service-bento__note">
          <Trans>Prices before VAT. After the free call you get a written fixed price, and it does not change.</Trans>
        </p>
      </Section>

      <Section
        prerendered
        id="work"
        eyebrow={t`Selected work`}
        title={t`What our clients got, and how fast`}
        intro={t`Three of the projects behind these numbers. Each case study shows the problem, what we built, the stack and the time it took.`}
        tone="surface"
      >
        <ul className="work-rows">
          {homeCaseStudies.map((slug) => (
            <CaseStudyRow key={slug} slug={slug} />
          ))}
        </ul>
        <p className="section__more">
          <Link className="text-link text-link--arrow" href="/our-work">
            <Trans>All seven case studies</Trans>
            <Icon name="arrow" size={18} />
          </Link>
        </p>
      </Section>

      <Prerendered as="section" className="section quotes" aria-labelledby="quotes-title">
        <div className="container">
          <h2 id="quotes-title" className="section__title">
            <Trans>In our clients’ words</Trans>
          </h2>
          <div className="quotes__grid">
            {homeTestimonials.map((id) => (
              <TestimonialCard key={id} testimonial={testimonialById(id)} />
            ))}
          </div>
        </div>
      </Prerendered>

      <CtaBand
        id="home-cta"
        title={t`Have an idea? Let's talk about it.`}
        text={t`A free 30-minute consultation, no strings attached. You will know what it takes and how fast it can be done.`}
        cta={t`Tell us about your project – 2 min`}
      />

      <Section
        prerendered
        id="tools"
        layout="split"
        eyebrow={t`How we work`}
        title={t`The AI tools behind our speed`}
        intro={t`AI does the routine work. Our engineers make the decisions and check every result.`}
      >
        <CardGrid cards={aiTools} columns={3} plain />
      </Section>

      <Section
        prerendered
        id="standards"
        title={t`What comes with every project`}
        intro={t`Fast does not mean careless. Whatever the size of the project, this is part of it.`}
        tone="surface"
      >
        <CardGrid cards={agencyServices} plain />
        <div className="feature-pair">
          <section className="feature-card" aria-labelledby="languages-title">
            <h3 id="languages-title">
              <Trans>We answer in five languages</Trans>
            </h3>
            <p>
              <Trans>
                This site is in English and German. Write or call us in English, German, French, Italian or Spanish, and we answer in the
                same language. Our project questionnaire, the booking of your call, our emails to you and our privacy policy are in all five
                too, and we build interfaces in all of them.
              </Trans>
            </p>
            <ul className="language-list">
              {languages.map((language) => (
                <li key={language.code}>
                  <abbr title={i18n._(language.name)}>{language.code}</abbr>
                  {` ${i18n._(language.name)}`}
                </li>
              ))}
            </ul>
          </section>
          <section className="feature-card" aria-labelledby="eu-title">
            <h3 id="eu-title">
              <Trans>Your product runs in the EU</Trans>
            </h3>
            <p>
              <Trans>
                What we build for you runs on servers in the EU. We build GDPR-compliant software, with data processing agreements and
                privacy built in from the first line of code.
              </Trans>
            </p>
            {/* The claim above is about the product; the site itself uses US providers too, and says so. */}
            <p className="feature-card__note">
              <Trans>
                This website is a different matter: it uses the providers its <Link href="/privacy">privacy policy</Link> names, some of
                them in the US. <Link href="/for-it-and-procurement">Where each part runs</Link>
              </Trans>
            </p>
            <ul className="check-list">
              <li>
                <Icon name="check" size={20} />
                <Trans>GDPR compliance</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>Your product on EU-hosted servers</Trans>
              </li>
              <li>
                <Icon name="check" size={20} />
                <Trans>Data processing agreement included</Trans>
              </li>
            </ul>
          </section>
        </div>
      </Section>

      <Section
        id="referral"
        title={t`Recommend us and get rewarded`}
        intro={t`Know a company that needs software? Introduce us. If they sign a contract with us, you choose your reward.`}
      >
        <div className="referral">
          <div>
            <Steps steps={referralSteps} />
            <p className="referral__reward">
              <Icon name="sparkles" />
              <span>
                <Trans>
                  Your reward: {discount} off your next project or a {giftCard} gift card, once the company you recommend signs a contract
                  with us. One reward for every company you introduce, with no limit.
                </Trans>
              </span>
            </p>
          </div>
          <SiteReferralForm id="referral-form" className="referral__form" />
        </div>
      </Section>

      <Section prerendered id="about" title={t`About us`} tone="surface">
        <div className="about">
          <p>
            <Trans>
              {companyName} is a software studio in Vienna. We are a small team of senior engineers and designers who combine years of
              experience with the newest AI tools. That lets us deliver in weeks what used to take months, without cutting corners.
            </Trans>
          </p>
          <p>
            <Trans>
              We work with start-ups that need an MVP, with companies that want better internal tools and with marketing teams that need
              landing pages that convert. The people you meet in the first call are the people who build your product.
            </Trans>
          </p>
        </div>
        <ul className="team">
          {team.map((person) => (
            <li key={person.name} className="team__member">
              <Avatar spec={person.avatar} size={120} className="team__photo" />
              <strong>{person.name}</strong>
              <span>{titleOf(person.role, i18n)}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section prerendered id="contact" title={t`Get in touch`}>
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
                <span>{`${company.address.street}, ${company.address.postalCode} ${company.address.city}`}</span>
              </li>
            </ul>
            <CtaButton size="large">
              <Trans>Tell us about your project – 2 min</Trans>
            </CtaButton>
          </div>
          <figure className="contact__person">
            <Avatar spec={founder.avatar} size={96} />
            <figcaption>
              <strong>{founder.name}</strong>
              <span>{titleOf(founder.role, i18n)}</span>
              <span className="contact__person-note">
                <Trans>Your first call is with me or someone from the team who will build your product. No sales people in between.</Trans>
              </span>
            </figcaption>
          </figure>
        </div>
      </Section>
    </>
  );
}
