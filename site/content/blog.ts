import { msg } from "@lingui/core/macro";
import type { IllustrationSpec } from "../components/Illustration.tsx";
import type { ArticleSlug } from "./blog-slugs.ts";
import type { Text } from "./types.ts";

/**
 * A blog article (spec: id, title, excerpt, date, readTime, category, image). Its body is in
 * ./articles/, in its own catalog: the blog's list shows only these texts.
 */
export interface Article {
  id: ArticleSlug;
  title: Text;
  /** The page title (search results cut titles after about 60 characters). */
  shortTitle: Text;
  excerpt: Text;
  /** ISO date of publication. */
  date: string;
  /** Minutes, at about 200 words a minute (a test counts the words of both languages). */
  readTime: number;
  category: Text;
  image: IllustrationSpec;
}

export const articles: Article[] = [
  {
    id: "mvp-in-weeks-not-months",
    title: msg`How to launch an MVP in weeks, not months`,
    shortTitle: msg`Launching an MVP in weeks`,
    excerpt: msg`Most MVPs are late because they are not minimal. Here is how we scope, build and launch a first product version in 2–4 weeks.`,
    date: "2026-10-20",
    readTime: 8,
    category: msg`MVP`,
    image: { motif: "code", hue: 220 },
  },
  {
    id: "internal-tools-instead-of-spreadsheets",
    title: msg`When your spreadsheet becomes a risk: the case for internal tools`,
    shortTitle: msg`Internal tools instead of spreadsheets`,
    excerpt: msg`Spreadsheets are a great start and a poor foundation. Five signs that it is time for a custom internal tool, and what it really costs.`,
    date: "2026-08-25",
    readTime: 6,
    category: msg`Internal tools`,
    image: { motif: "dashboard", hue: 160 },
  },
  {
    id: "ai-assisted-development-in-practice",
    title: msg`AI-assisted development in practice: what really gets faster`,
    shortTitle: msg`AI-assisted development in practice`,
    excerpt: msg`Routine code now takes a fraction of the time it used to. Here is where that speed really comes from in our projects, where it does not, and how we keep quality high.`,
    date: "2026-06-16",
    readTime: 10,
    category: msg`AI development`,
    image: { motif: "chat", hue: 265 },
  },
];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.id === slug);
}
