import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface ServiceLink {
  path: string;
  label: MessageDescriptor;
}

/** The five service pages, in the order the top bar and footer list them. */
export const serviceLinks: ServiceLink[] = [
  { path: "/frontend-development", label: msg`Frontend Development` },
  { path: "/rapid-prototyping", label: msg`Rapid Prototyping` },
  { path: "/internal-tools", label: msg`Internal Tools` },
  { path: "/mvp-development", label: msg`MVP Development` },
  { path: "/landing-page-creation", label: msg`Landing Page Creation` },
];

/**
 * The footer and the 404 page list them in the order of the home page's "What we build"
 * cards (content/home.ts), main offers first, so the lists a visitor compares read the same.
 */
const homeOrder = ["/mvp-development", "/internal-tools", "/landing-page-creation", "/rapid-prototyping", "/frontend-development"];
export const serviceLinksByOffer: ServiceLink[] = homeOrder.map((path) => serviceLinks.find((s) => s.path === path)!);
