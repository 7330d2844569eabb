import { sample } from "./company.ts";

/**
 * What a buyer's procurement checks before signing, beside the company's identity in
 * ./company.ts (founding year and register are there): the page for IT and procurement and
 * the data processing agreement read it. A module of its own because only they need it: the
 * identity travels in every page's first load and in the widgets, these facts do not.
 * Replace the samples (and their `sample(...)`) before going live; the deploy guard refuses
 * them until then.
 */
export interface CompanyFacts {
  /** People who work for the company, founders included. */
  headcount: number;
  /** Professional liability insurance (Berufshaftpflicht): insurer and the cover per claim in euro. */
  insurance: { insurer: string; coverEur: number };
  /**
   * Where the products built for clients run unless a client's contract says otherwise: one
   * entry per part, with the provider and the place (city and ISO 3166-1 country code). These
   * providers are the sub-processors of the data processing agreement.
   */
  productHosting: ProductHosting[];
  /**
   * Who takes over when the person leading a client's project is ill or leaves: the deputy
   * joins the project's reviews and holds its access from the first week, so a small team
   * is not a single point of failure. Each client's contract names the deputy again.
   */
  continuity: { deputy: string };
  /**
   * Whether the agency's lawyer has reviewed the data processing agreement's text
   * (site/dpa/): until then the PDF and the page call it a template.
   */
  agreementReviewed: boolean;
}

/**
 * A part of a client's product and where it runs: `provider` is the legal entity a contract
 * names (a product's brand can hide a company in another country), `seat` where that entity
 * is registered, `city` and `countryCode` where the data is kept.
 */
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
