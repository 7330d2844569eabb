import { Trans, useLingui } from "@lingui/react/macro";
import { usePageHead } from "../app/head.tsx";
import { Link } from "../components/Link.tsx";
import { ArticleIllustration } from "../components/mockups/ArticleIllustration.tsx";
import { NewsletterForm } from "../components/NewsletterForm.tsx";
import { PageHero, Section } from "../components/sections.tsx";
import { articles } from "../content/blog.ts";
import { type Locale, pathInLocale } from "../i18n.ts";
import { ArticleMeta } from "./BlogArticle.tsx";

export function Blog() {
  const { i18n, t } = useLingui();
  usePageHead({
    title: t`Blog`,
    description: t`Articles about MVPs, internal tools and AI-assisted software development from a Vienna software agency.`,
  });
  return (
    <>
      <PageHero
        prerendered
        eyebrow={t`Blog`}
        title={t`Insights on building software faster`}
        lead={t`What we learn building MVPs, internal tools and prototypes with AI, written down for founders and teams.`}
      />
      <Section prerendered id="articles" title={t`Latest articles`}>
        <ul className="article-list">
          {articles.map((article) => (
            <li key={article.id} className="article-card">
              <ArticleIllustration slug={article.id} spec={article.image} className="article-card__image" />
              <div className="article-card__body">
                <ArticleMeta article={article} />
                <h3>
                  <Link href={`/blog/${article.id}`} className="card__link">
                    {i18n._(article.title)}
                  </Link>
                </h3>
                <p>{i18n._(article.excerpt)}</p>
                <span className="card__more" aria-hidden="true">
                  <Trans>Read more</Trans>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="newsletter"
        title={t`Get new articles by email`}
        intro={t`One email when we publish something new, no spam. You can unsubscribe with one click at any time.`}
        tone="surface"
      >
        <NewsletterForm locale={i18n.locale as Locale} />
        <p className="newsletter__privacy">
          <Trans>
            We use your email address only to send the newsletter, after you confirm it. Details in our{" "}
            <Link href={pathInLocale("/privacy", i18n.locale as Locale)}>privacy policy</Link>.
          </Trans>
        </p>
      </Section>
    </>
  );
}
