import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect } from "react";
import { ensureBlogCatalog } from "../app/catalog.ts";
import { usePageHead } from "../app/head.tsx";
import { formatDate } from "../app/numbers-memo.ts";
import { Avatar } from "../components/Avatar.tsx";
import { Link } from "../components/Link.tsx";
import { ArticleIllustration } from "../components/mockups/ArticleIllustration.tsx";
import { CtaBand } from "../components/sections.tsx";
import type { Block } from "../content/articles/blocks.ts";
import { articleBodies } from "../content/articles/index.ts";
import { type Article, findArticle } from "../content/blog.ts";
import { team, titleOf } from "../content/people.ts";

/** Category, date and read time of an article. Dates are formatted in UTC (same on server and client). */
export function ArticleMeta({ article }: { article: Article }) {
  const { i18n } = useLingui();
  const date = formatDate(i18n.locale === "de" ? "de-AT" : "en-GB", article.date, { dateStyle: "long", timeZone: "UTC" });
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

/** Who wrote the articles: the founder, who answers the first call too. */
function ArticleByline() {
  const { i18n } = useLingui();
  const author = team[0]!;
  const name = author.name;
  const role = titleOf(author.role, i18n);
  return (
    <p className="article-byline">
      <Avatar spec={author.avatar} size={40} />
      <span>
        <Trans>By {name}</Trans>
        <span className="article-byline__role">{role}</span>
      </span>
    </p>
  );
}

/**
 * The article's headings, paragraphs and lists. Their texts are in the blog catalog: a
 * prerendered page carries them inline and a client-side navigation loads them first; should
 * they still be missing (vite's dev server), they load here and the body renders when they arrive.
 */
function ArticleBody({ body }: { body: Block[] }) {
  const { i18n } = useLingui();
  const first = body[0]!;
  const id = first.type === "list" ? first.items[0]!.id : first.text.id;
  const loaded = Object.hasOwn(i18n.messages, id);
  useEffect(() => {
    if (!loaded) void ensureBlogCatalog(i18n);
  }, [loaded, i18n]);
  if (!loaded) return <div className="page-loading" aria-busy="true" />;
  return (
    <>
      {body.map((block, index) => {
        switch (block.type) {
          case "heading":
            return <h2 key={index}>{i18n._(block.text)}</h2>;
          case "paragraph":
            return <p key={index}>{i18n._(block.text)}</p>;
          case "list": {
            const items = block.items.map((item) => <li key={item.id}>{i18n._(item)}</li>);
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          default:
            return null;
        }
      })}
    </>
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
            <ArticleByline />
          </div>
        </header>
        <div className="container article__content">
          <ArticleIllustration slug={article.id} spec={article.image} className="article__image" />
          <p className="article__lead">{i18n._(article.excerpt)}</p>
          <ArticleBody body={articleBodies[article.id]} />
        </div>
      </article>
      <CtaBand
        title={t`Want to talk about your project?`}
        text={t`A free 30-minute call: no sales pitch, just an honest assessment of your idea.`}
        cta={t`Tell us about your project – 2 min`}
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
