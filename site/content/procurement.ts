import { msg } from "@lingui/core/macro";
import type { ProductHosting } from "../../contract/site/company-facts.ts";
import type { Text } from "./types.ts";

/**
 * A sub-processor as a contract names it: the legal entity, its product when the brand
 * differs, and the entity's seat with the country in the reader's language.
 */
export function providerName(h: ProductHosting, region: (countryCode: string) => string): string {
  const entity = h.product ? `${h.provider} (${h.product})` : h.provider;
  return `${entity}, ${h.seat.city}, ${region(h.seat.countryCode)}`;
}

/** The European Economic Area: a sub-processor registered elsewhere needs a safeguard for transfers. */
const EEA = new Set("AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK".split(" "));

/**
 * What makes a transfer to a sub-processor lawful, for the page's table and the agreement's
 * annex alike: none for a company registered in the EEA; for one registered elsewhere the
 * standard contractual clauses, because such a company may be compelled to hand over data
 * wherever it keeps it, so even storage in Frankfurt leaves its remote access to cover.
 */
export function transferSafeguard(h: ProductHosting): Text | undefined {
  if (EEA.has(h.seat.countryCode)) return undefined;
  return msg`Registered outside the EEA: any transfer, remote access included, only under the EU standard contractual clauses (Art. 46 GDPR) agreed with it`;
}

/** The name of each part of a client's product, for the table of where it runs. */
export const hostingPartLabels: Record<ProductHosting["part"], Text> = {
  application: msg`Application servers`,
  database: msg`Database`,
  files: msg`Uploaded files`,
  backups: msg`Backups (a second location)`,
  email: msg`Emails the product sends`,
  monitoring: msg`Error monitoring`,
};

/**
 * The technical and organisational measures (Art. 32 GDPR) a buyer's review checks, each a
 * heading and what we do. The data processing agreement's annex lists the same ones.
 */
export const technicalMeasures: { id: string; title: Text; text: Text }[] = [
  {
    id: "access",
    title: msg`Access control`,
    text: msg`Single sign-on and two-factor authentication on every account that reaches client systems; each person gets only the rights their task needs, and access ends on their last working day.`,
  },
  {
    id: "encryption",
    title: msg`Encryption`,
    text: msg`TLS 1.2 or newer for every connection; databases, file storage, backups and our laptops are encrypted at rest.`,
  },
  {
    id: "separation",
    title: msg`Separation`,
    text: msg`Each client has its own projects, databases and keys. We develop and test with invented data; production data stays in production.`,
  },
  {
    id: "logging",
    title: msg`Logging`,
    text: msg`Administrative access and every change to a record are logged with who and when; logs are kept as long as your contract says.`,
  },
  {
    id: "availability",
    title: msg`Availability`,
    text: msg`Daily backups in a second location, a restore tested every quarter, uptime monitoring with alerts to the person on call.`,
  },
  {
    id: "incidents",
    title: msg`Incidents`,
    text: msg`We tell you of a personal data breach without undue delay, within 24 hours of noticing it, with what we know and what we are doing.`,
  },
  {
    id: "people",
    title: msg`People`,
    text: msg`Everyone on our team signs a confidentiality undertaking and takes a security training every year.`,
  },
  {
    id: "subprocessors",
    title: msg`Sub-processors`,
    text: msg`Only providers bound by a contract under Art. 28 GDPR. We announce a new one 30 days ahead, and you may object.`,
  },
];
