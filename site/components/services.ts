import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface ServiceLink {
  path: string;
  label: MessageDescriptor;
}

/**
 * The five service pages, in the one order every list of them follows (the Services menu,
 * the footer, the home page's cards, the 404 page), so the lists a visitor compares read the same.
 */
export const serviceLinks: ServiceLink[] = [
  { path: "/frontend-development", label: msg`Frontend Development` },
  { path: "/rapid-prototyping", label: msg`Rapid Prototyping` },
  { path: "/internal-tools", label: msg`Internal Tools` },
  { path: "/mvp-development", label: msg`MVP Development` },
  { path: "/landing-page-creation", label: msg`Landing Page Creation` },
];
