import type { Locale } from "../../contract/locales.ts";
import { company } from "../../contract/site/company.ts";
import type { Config } from "../config.ts";
import type { Person } from "./render.ts";

/**
 * The person the visitor meets on the call, as mails show them: the photo made absolute
 * against the site's own URL (a mail has no page to resolve a path against).
 */
export function hostPerson(locale: Locale, config: Config): Person {
  let photoUrl: string | undefined;
  try {
    photoUrl = new URL(company.host.photoUrl, `${config.siteUrl}/`).href;
  } catch {
    // SITE_URL not set (a misconfigured Worker): the initials stand in for the photo.
    photoUrl = undefined;
  }
  return { name: company.host.name, role: company.host.role[locale], photoUrl };
}
