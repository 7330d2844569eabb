import { createContext, useContext, useEffect } from "react";
import { company } from "../../contract/site/company.ts";

export interface PageHead {
  /** The page's own name; the company name is appended: "<title> | <company>". */
  title: string;
  description: string;
  /** Keep the page out of search engines and the sitemap (e.g. newsletter status pages). */
  noindex?: boolean;
  /** Open Graph type; "article" for blog posts. */
  type?: "website" | "article";
  /**
   * The page's language when it is not the site's (the privacy policy in French, Italian or
   * Spanish, in the English site's frame): `<html lang>`, so the cookie banner speaks it too.
   */
  lang?: string;
}

/** Present only while prerendering: collects the head of the page being rendered. */
export const HeadCollector = createContext<((head: PageHead) => void) | null>(null);

export function fullTitle(title: string): string {
  return `${title} | ${company.name}`;
}

/**
 * Declares the page's title and meta description. The prerenderer writes them into the
 * static HTML; in the browser they are applied after client-side navigation.
 */
export function usePageHead(head: PageHead): void {
  const collect = useContext(HeadCollector);
  collect?.(head);
  useEffect(() => {
    // Unchanged on the first render after the prerendered page: then nothing is touched.
    const title = fullTitle(head.title);
    if (document.title !== title) document.title = title;
    const description = document.querySelector('meta[name="description"]');
    if (description && description.getAttribute("content") !== head.description) description.setAttribute("content", head.description);
  }, [head.title, head.description]);
  useEffect(() => {
    if (!head.lang) return;
    const root = document.documentElement;
    const before = root.lang;
    root.lang = head.lang;
    return () => {
      root.lang = before === head.lang ? "en" : before;
    };
  }, [head.lang]);
}
