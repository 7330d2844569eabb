import type { ComponentType } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { usePageHead } from "../app/head.tsx";
import { ArticleIllustration } from "../components/mockups/ArticleIllustration.tsx";
import { CtaBand } from "../components/sections.tsx";
import { type Article, findArticle } from "../content/blog.ts";

/** Category, date and read time of an article. Dates are formatted in UTC (same on server and client). */
export function ArticleMeta({ article }: { article: Article }) {
  const { i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale === "de" ? "de-AT" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${article.date}T00:00:00Z`));
  const minutes = article.readTime;
  return (
    <p className="article-meta">
      <span className="article-meta__category">{i18n._(article.category)}</span>
      <time dateTime={article.date}>{date}</time>
      <span>
        <Trans>{minutes} min read</Trans>
      </span>
    </p>
  );
}

function ArticlePage({ article }: { article: Article }) {
  const { i18n, t } = useLingui();
  usePageHead({ title: i18n._(article.shortTitle), description: i18n._(article.excerpt), type: "article" });
  return (
    <>
      <article className="article" aria-labelledby="page-title">
        <header className="page-hero">
          <div className="container page-hero__inner article__header">
            <p>
              <Link href="/blog" className="article__back">
                <Trans>← All articles</Trans>
              </Link>
            </p>
            <h1 id="page-title">{i18n._(article.title)}</h1>
            <ArticleMeta article={article} />
          </div>
        </header>
        <div className="container article__content">
          <ArticleIllustration slug={article.id} spec={article.image} className="article__image" />
          <p className="article__lead">{i18n._(article.excerpt)}</p>
          {article.body.map((section, index) => (
            <section key={index} aria-label={section.heading ? undefined : t`Introduction`}>
              {section.heading && <h2>{i18n._(section.heading)}</h2>}
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.id}>{i18n._(paragraph)}</p>
              ))}
            </section>
          ))}
        </div>
      </article>
      <CtaBand
        title={t`Want to talk about your project?`}
        text={t`Book a free 30-minute consultation. No sales pitch, just an honest assessment of your idea.`}
        cta={t`Book a free consultation`}
      />
    </>
  );
}

const pagesBySlug = new Map<string, ComponentType>();

/** The page component of one article (stable per slug, so routing keeps it mounted). */
export function blogArticlePage(slug: string): ComponentType {
  let page = pagesBySlug.get(slug);
  if (!page) {
    const article = findArticle(slug);
    if (!article) throw new Error(`No blog article "${slug}"`);
    page = () => <ArticlePage article={article} />;
    pagesBySlug.set(slug, page);
  }
  return page;
}
