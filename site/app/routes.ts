import type { ComponentType } from "react";
import { articleSlugs } from "../content/blog-slugs.ts";
import { caseStudySlugs } from "../content/case-study-slugs.ts";
import { foreignPolicies, routePath } from "../i18n.ts";

export interface PageRoute {
  /** Path inside a locale: "/" is `/` in English and `/de/` in German. */
  path: string;
  /**
   * Imports the page's code. Each page is its own chunk, so the home page's first load
   * carries only the home page; the others load when a link to them is used.
   */
  load: () => Promise<ComponentType>;
  /**
   * Written once, at `path` itself, in the English site's frame: a page in a language the
   * site does not speak (the privacy policy in French, Italian, Spanish).
   */
  fixed?: boolean;
}

/** Every prerendered page; each is written once per locale. */
export const pages: PageRoute[] = [
  { path: "/", load: () => import("../pages/Home.tsx").then((m) => m.Home) },
  { path: "/imprint", load: () => import("../pages/Imprint.tsx").then((m) => m.Imprint) },
  {
    path: "/frontend-development",
    load: () => import("../pages/services/FrontendDevelopment.tsx").then((m) => m.FrontendDevelopment),
  },
  {
    path: "/rapid-prototyping",
    load: () => import("../pages/services/RapidPrototyping.tsx").then((m) => m.RapidPrototyping),
  },
  { path: "/internal-tools", load: () => import("../pages/services/InternalTools.tsx").then((m) => m.InternalTools) },
  { path: "/mvp-development", load: () => import("../pages/services/MvpDevelopment.tsx").then((m) => m.MvpDevelopment) },
  {
    path: "/landing-page-creation",
    load: () => import("../pages/services/LandingPageCreation.tsx").then((m) => m.LandingPageCreation),
  },
  { path: "/our-work", load: () => import("../pages/OurWork.tsx").then((m) => m.OurWork) },
  ...caseStudySlugs.map((slug) => ({
    path: `/our-work/${slug}`,
    load: () => import("../pages/CaseStudy.tsx").then((m) => m.caseStudyPage(slug)),
  })),
  { path: "/blog", load: () => import("../pages/Blog.tsx").then((m) => m.Blog) },
  ...articleSlugs.map((slug) => ({
    path: `/blog/${slug}`,
    load: () => import("../pages/BlogArticle.tsx").then((m) => m.blogArticlePage(slug)),
  })),
  { path: "/privacy", load: () => import("../privacy/PrivacyPage.tsx").then((m) => m.PrivacyPage) },
  ...foreignPolicies.map(({ locale, path }) => ({
    path,
    fixed: true,
    load: () => import("../privacy/PrivacyPage.tsx").then((m) => m.foreignPrivacyPage(locale)),
  })),
  { path: "/for-it-and-procurement", load: () => import("../pages/Procurement.tsx").then((m) => m.Procurement) },
  { path: "/apis", load: () => import("../pages/Apis.tsx").then((m) => m.Apis) },
  ...(["confirmed", "unsubscribed", "link-invalid"] as const).map((status) => ({
    path: `/newsletter/${status}`,
    load: () => import("../pages/NewsletterStatus.tsx").then((m) => m.newsletterStatusPage(status)),
  })),
];

/**
 * The page for a path no route knows: its own chunk like every page, so its code stays out
 * of every other page's first load.
 */
export const notFoundRoute: PageRoute = { path: "*", load: () => import("../pages/NotFound.tsx").then((m) => m.NotFound) };

const loaded = new Map<string, ComponentType>();
const pending = new Map<string, Promise<ComponentType>>();

/** The route of a path inside a locale, if any. */
export function findRoute(path: string): PageRoute | undefined {
  const clean = routePath(path.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1") || "/");
  return pages.find((p) => p.path === clean);
}

/** Loads a page's code once; resolves immediately when it is already there. */
export function loadPage(route: PageRoute): Promise<ComponentType> {
  const done = loaded.get(route.path);
  if (done) return Promise.resolve(done);
  let promise = pending.get(route.path);
  if (!promise) {
    promise = route.load().then((component) => {
      loaded.set(route.path, component);
      return component;
    });
    promise.catch(() => pending.delete(route.path));
    pending.set(route.path, promise);
  }
  return promise;
}

/** The page's component if its code is already loaded (rendering stays synchronous). */
export function loadedPage(route: PageRoute): ComponentType | undefined {
  return loaded.get(route.path);
}
