/**
 * The agency's identity: the ONE place to put the real company's details. Everything on
 * the site (top bar, footer, imprint, page titles, mail links, calendar link) reads from
 * here. The values below are neutral samples; replace them before going live.
 */
export interface Company {
  /** Short brand name shown in the logo and page titles ("<page> | <name>"). */
  name: string;
  legalName: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; city: string; country: string };
  /** Public booking page; the questionnaire appends `name` and `email` to it. */
  calendarUrl: string;
  privacyPolicyUrl: string;
  termsUrl: string;
  /** The canonical origin of the production site, used for canonical and hreflang links. */
  siteUrl: string;
}

export const company: Company = {
  name: "Example Agency",
  legalName: "Example Agency GmbH",
  email: "hello@example.com",
  phone: "+43 1 234 56 78",
  address: { street: "Musterstraße 1", postalCode: "1010", city: "Wien", country: "Österreich" },
  calendarUrl: "https://cal.com/example-agency/consultation",
  privacyPolicyUrl: "https://example.com/privacy",
  termsUrl: "https://example.com/terms",
  siteUrl: "https://www.example.com",
};
