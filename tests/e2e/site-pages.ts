import { keepRangesTogether } from "../../scripts/number-ranges.ts";

/** Every prerendered page of the site with its heading in both languages (for the e2e specs). */
export interface SitePage {
  path: string;
  h1: { en: string; de: string };
  /** The German URL when the page's address is translated. */
  de?: string;
}

const pages: SitePage[] = [
  { path: "/", h1: { en: "Your MVP in weeks, not months", de: "Ihr MVP in Wochen statt Monaten" } },
  { path: "/imprint", h1: { en: "Imprint", de: "Impressum" } },
  {
    path: "/frontend-development",
    h1: {
      en: "Front-ends that are fast, accessible and a pleasure to use",
      de: "Schnelle, barrierefreie Frontends, die man gern benutzt",
    },
  },
  {
    path: "/rapid-prototyping",
    h1: { en: "See your idea working in days, not weeks", de: "Ihre Idee in Aktion – in Tagen statt Wochen" },
  },
  {
    path: "/internal-tools",
    h1: { en: "Internal tools your team actually wants to use", de: "Interne Tools, die Ihr Team wirklich gerne nutzt" },
  },
  { path: "/mvp-development", h1: { en: "Your MVP in 2–4 weeks", de: "Ihr MVP in 2–4 Wochen" } },
  {
    path: "/landing-page-creation",
    h1: { en: "Landing pages that turn visitors into customers", de: "Landingpages, die aus Besuchern Kunden machen" },
  },
  { path: "/our-work", h1: { en: "Software people use every day", de: "Software, die jeden Tag im Einsatz ist" } },
  {
    path: "/our-work/frachtblick",
    h1: {
      en: "Dispatch in one live view, two weeks after the kick-off",
      de: "Die ganze Disposition in einer Live-Ansicht – zwei Wochen nach dem Kick-off",
    },
  },
  {
    path: "/our-work/alpenmarkt",
    h1: {
      en: "From pitch deck to first paid orders in three weeks",
      de: "Vom Pitch-Deck zu den ersten bezahlten Bestellungen in drei Wochen",
    },
  },
  {
    path: "/our-work/nahbei",
    h1: { en: "Forty user tests before a line of production code", de: "Vierzig Nutzertests vor der ersten Zeile Produktivcode" },
  },
  {
    path: "/our-work/platzwahl",
    h1: { en: "Three offices, one booking system, no training needed", de: "Drei Standorte, ein Buchungssystem, keine Schulung nötig" },
  },
  {
    path: "/our-work/tourguide",
    h1: {
      en: "A city guide that opens in 0.8 seconds, even without signal",
      de: "Ein Stadtführer, der in 0,8 Sekunden lädt – auch ohne Empfang",
    },
  },
  {
    path: "/our-work/muenzfink",
    h1: { en: "A full waiting list before the app went live", de: "Eine volle Warteliste, bevor die App online ging" },
  },
  {
    path: "/our-work/zettelwerk",
    h1: {
      en: "Invoices read and booked in seconds, live in four weeks",
      de: "Rechnungen in Sekunden gelesen und verbucht – live nach vier Wochen",
    },
  },
  { path: "/blog", h1: { en: "Insights on building software faster", de: "Wie Software schneller entsteht" } },
  {
    path: "/blog/mvp-in-weeks-not-months",
    h1: { en: "How to launch an MVP in weeks, not months", de: "Wie Sie ein MVP in Wochen statt Monaten launchen" },
  },
  {
    path: "/blog/internal-tools-instead-of-spreadsheets",
    h1: {
      en: "When your spreadsheet becomes a risk: the case for internal tools",
      de: "Wenn die Excel-Tabelle zum Risiko wird: Warum sich interne Tools lohnen",
    },
  },
  {
    path: "/blog/ai-assisted-development-in-practice",
    h1: {
      en: "AI-assisted development in practice: what really gets faster",
      de: "KI-gestützte Entwicklung in der Praxis: Was wirklich schneller wird",
    },
  },
  { path: "/privacy", de: "/de/datenschutz", h1: { en: "Privacy policy", de: "Datenschutzerklärung" } },
  {
    path: "/for-it-and-procurement",
    h1: { en: "What your review needs, on one page", de: "Was Ihre Prüfung braucht, auf einer Seite" },
  },
  { path: "/apis", h1: { en: "Public APIs, built by our team", de: "Öffentliche APIs, von unserem Team entwickelt" } },
  { path: "/newsletter/confirmed", h1: { en: "Subscription confirmed", de: "Anmeldung bestätigt" } },
  { path: "/newsletter/unsubscribed", h1: { en: "You are unsubscribed", de: "Sie sind abgemeldet" } },
  { path: "/newsletter/link-invalid", h1: { en: "This link is no longer valid", de: "Dieser Link ist nicht mehr gültig" } },
];

/** The headings as the page renders them: a numeric range carries a word joiner after its dash. */
export const sitePages: SitePage[] = pages.map((page) => ({
  ...page,
  h1: { en: keepRangesTogether(page.h1.en), de: keepRangesTogether(page.h1.de) },
}));

/** The case studies, one per portfolio project (/our-work/<slug>). */
export const caseStudyPages = sitePages.filter((page) => page.path.startsWith("/our-work/"));

/** The German pages' own addresses (each former English one redirects there), spelled out. */
const germanSlugs: [string, string][] = [
  ["/imprint", "/impressum"],
  ["/our-work", "/unsere-arbeit"],
  ["/frontend-development", "/frontend-entwicklung"],
  ["/internal-tools", "/interne-tools"],
  ["/mvp-development", "/mvp-entwicklung"],
  ["/landing-page-creation", "/landingpage-erstellung"],
  ["/for-it-and-procurement", "/fuer-it-und-einkauf"],
];

function germanPath(path: string): string {
  for (const [en, de] of germanSlugs) {
    if (path === en || path.startsWith(`${en}/`)) return `${de}${path.slice(en.length)}`;
  }
  return path;
}

export const localized = (path: string, locale: "en" | "de") => (locale === "en" ? path : path === "/" ? "/de/" : `/de${germanPath(path)}`);

/** Every page in both languages. */
export const allPages = sitePages.flatMap((page) =>
  (["en", "de"] as const).map((locale) => ({
    url: locale === "de" && page.de ? page.de : localized(page.path, locale),
    locale,
    h1: page.h1[locale],
    path: page.path,
  })),
);
