import { sample } from "./company.ts";

/**
 * What a buyer's procurement checks, beside the identity in ./company.ts: apart because only
 * the IT page and the DPA need it, while the identity ships in every first load. The deploy
 * guard refuses the sample values until they are replaced.
 */
export interface CompanyFacts {
  /** People who work for the company, founders included. */
  headcount: number;
  /** Professional liability insurance (Berufshaftpflicht): insurer and the cover per claim in euro. */
  insurance: { insurer: string; coverEur: number };
  /** Where client products run by default, per part (provider, city, ISO 3166-1 code): the DPA's sub-processors. */
  productHosting: ProductHosting[];
  /** The deputy for a project lead, involved from the first week so a small team has no single point of failure. */
  continuity: { deputy: string };
  /** Whether a lawyer reviewed the DPA (site/dpa/); until then it is called a template. */
  agreementReviewed: boolean;
}

/** A product part: `provider` is the contracting legal entity, `seat` its registration, `city`/`countryCode` where data is kept. */
export interface ProductHosting {
  part: "application" | "database" | "files" | "backups" | "email" | "monitoring";
  provider: string;
  /** The product's name, when it is not the entity's. */
  product?: string;
  seat: { city: string; countryCode: string };
  city: string;
  countryCode: string;
}

const HETZNER = { city: "Gunzenhausen", countryCode: "DE" };

export const companyFacts: CompanyFacts = {
  headcount: sample(9),
  insurance: sample({ insurer: "Wiener Städtische Versicherung AG", coverEur: 2_000_000 }),
  productHosting: sample([
    { part: "application", provider: "Hetzner Online GmbH", seat: HETZNER, city: "Falkenstein", countryCode: "DE" },
    { part: "database", provider: "Hetzner Online GmbH", seat: HETZNER, city: "Falkenstein", countryCode: "DE" },
    { part: "files", provider: "Hetzner Online GmbH", product: "Object Storage", seat: HETZNER, city: "Falkenstein", countryCode: "DE" },
    { part: "backups", provider: "Hetzner Online GmbH", seat: HETZNER, city: "Helsinki", countryCode: "FI" },
    {
      part: "email",
      provider: "Sendinblue SAS",
      product: "Brevo",
      seat: { city: "Paris", countryCode: "FR" },
      city: "Paris",
      countryCode: "FR",
    },
    {
      part: "monitoring",
      provider: "Functional Software, Inc.",
      product: "Sentry",
      seat: { city: "San Francisco", countryCode: "US" },
      city: "Frankfurt",
      countryCode: "DE",
    },
  ]),
  continuity: { deputy: sample("Jonas Leitner") },
  agreementReviewed: sample(false),
};
