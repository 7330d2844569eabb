import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { Link as RouterLink } from "../app/router.ts";
import { type Locale, pathInLocale } from "../i18n.ts";

/**
 * wouter's `Link` with the page's address in the page's language: `href="/our-work"` is
 * `/our-work` in English and `/de/unsere-arbeit` in German, so a link is written once, by
 * its route, and never points at an address that only redirects.
 */
export function Link({ href, ...props }: ComponentProps<typeof RouterLink> & { href: string }) {
  const { i18n } = useLingui();
  const [, path = "", suffix = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return <RouterLink {...props} href={`${pathInLocale(path, i18n.locale as Locale)}${suffix}`} />;
}
