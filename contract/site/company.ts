import { AGENCY_CALENDAR_URL } from "../booking/url.ts";
import type { Locale } from "../locales.ts";

/** The agency's clock: its working days, the times in mails, the inbox and the CLI are all Vienna's. */
export const AGENCY_TIME_ZONE = "Europe/Vienna";

/** The agency's identity, the ONE place for the real company's details. Samples below: replace them before going live. */
export interface Company {
  /** Short brand name shown in the logo and page titles ("<page> | <name>"). */
  name: string;
  legalName: string;
  /** Legal form as written in the imprint, e.g. "GmbH (limited liability company)". */
  legalForm: string;
  email: string;
  phone: string;
  /** The postal address as written locally; `countryCode` (ISO 3166-1) lets other languages name the country. */
  address: { street: string; postalCode: string; city: string; country: string; countryCode: string };
  /** Austrian imprint (§ 5 ECG, § 25 MedienG, § 14 UGB) details. */
  legal: {
    /** Firmenbuchnummer. */
    registerNumber: string;
    /** Firmenbuchgericht. */
    registerCourt: string;
    /** UID-Nummer. */
    vatId: string;
    /** Gewerbe / trade licence as registered. */
    trade: string;
    /** Gewerbebehörde. */
    tradeAuthority: string;
    /** Kammerzugehörigkeit. */
    chamber: string;
    /** Applicable trade law. */
    tradeLaw: string;
    tradeLawUrl: string;
    /** Managing director / responsible for content (§ 25 MedienG). */
    responsiblePerson: string;
    founded: number;
  };
  /** The founder who signs the notes on the service pages and the mails to visitors. */
  founder: {
    name: string;
    /** The founder's title under the signature, per language. */
    role: Readonly<Record<Locale, string>>;
  };
  /** Whom the visitor meets on the call. `photoUrl`: a site path or an absolute URL; widgets and mails make it absolute. */
  host: { name: string; role: Readonly<Record<Locale, string>>; photoUrl: string };
  /** Public booking page; the questionnaire appends `name` and `email` to it. */
  calendarUrl: string;
  /** Terms of service, if you have any: the footer links them only when set. */
  termsUrl?: string;
  /** The canonical origin of the production site, used for canonical and hreflang links. */
  siteUrl: string;
  social: { label: string; url: string }[];
  /** The two public APIs on /apis: live demo, marketplace listing and source code. */
  apis: Record<"imageChecker" | "puzzles", { demoUrl: string; marketplaceUrl: string; repoUrl: string }>;
}

/**
 * Marks a template value standing for the agency's own (a founding year, a headcount): a
 * number cannot carry a mark, so scripts/check-placeholders.ts refuses every call of this.
 */
export function sample<T>(value: T): T {
  return value;
}

/** A phone number for display: non-breaking spaces keep it on one line. */
export function displayPhone(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

/** The tel: URL of a phone number. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

const FOUNDER_TITLE = sample({
  en: "Founder and lead developer",
  de: "Gründer und leitender Entwickler",
  fr: "Fondateur et développeur principal",
  it: "Fondatore e sviluppatore capo",
  es: "Fundador y desarrollador principal",
});

export const company: Company = {
  name: "Example Agency",
  legalName: "Example Agency GmbH",
  legalForm: "GmbH",
  email: "hello@example.com",
  phone: "+43 1 234 56 78",
  address: { street: "Musterstraße 1", postalCode: "1010", city: "Wien", country: "Österreich", countryCode: "AT" },
  legal: {
    registerNumber: "FN 000000 x",
    registerCourt: "Handelsgericht Wien",
    vatId: "ATU00000000",
    trade: "Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik",
    tradeAuthority: "Magistratisches Bezirksamt für den 1. Bezirk, Wien",
    chamber: "Wirtschaftskammer Wien, Fachgruppe Unternehmensberatung, Buchhaltung und Informationstechnologie",
    tradeLaw: "Gewerbeordnung (GewO)",
    tradeLawUrl: "https://www.ris.bka.gv.at",
    responsiblePerson: "Max Mustermann",
    founded: sample(2023),
  },
  // The template's founder is also the person who takes the calls: one title, so the team
  // page, the booking step and the mails' signature never name the same person differently.
  founder: { name: "Max Mustermann", role: FOUNDER_TITLE },
  host: {
    name: "Max Mustermann",
    role: FOUNDER_TITLE,
    // An illustrated sample portrait: replace it with a photo of the person who takes the calls.
    photoUrl: sample("/images/host.svg"),
  },
  calendarUrl: AGENCY_CALENDAR_URL,
  siteUrl: "https://www.example.com",
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/company/example-agency" },
    { label: "GitHub", url: "https://github.com/example-agency" },
  ],
  apis: {
    imageChecker: {
      demoUrl: "https://image-checker.example.com",
      marketplaceUrl: "https://rapidapi.com/example-agency/api/image-checker",
      repoUrl: "https://github.com/example-agency/image-checker",
    },
    puzzles: {
      demoUrl: "https://puzzles.example.com",
      marketplaceUrl: "https://rapidapi.com/example-agency/api/puzzle-generator",
      repoUrl: "https://github.com/example-agency/puzzle-api",
    },
  },
};
