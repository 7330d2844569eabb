/**
 * What every mail to a visitor shares, whichever lead it is about: the language it is
 * written in, the promise of when we answer, the founder's signature and the small print.
 */
import type { I18n } from "@lingui/core";
import { type Locale, toLocale } from "../../contract/locales.ts";
import { company } from "../../contract/site/company.ts";
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import type { Config } from "../config.ts";
import type { Block } from "./render.ts";

/** The submission's language; a lead without one (an API client) gets English. */
export function mailLocale(locale: string): Locale {
  return toLocale(locale);
}

/**
 * The answer we promise, in words and in the mail's language: "within one working day",
 * "innerhalb von zwei Arbeitstagen". Spelled out up to five, as copy would write it.
 */
export function responseTime(i18n: I18n, days: number): string {
  return i18n._({
    id: "responseTime",
    message:
      "{days, plural, =1 {within one working day} =2 {within two working days} =3 {within three working days} =4 {within four working days} =5 {within five working days} other {within # working days}}",
    values: { days },
  });
}

/** The founder's sign-off under every mail to a visitor: a person answers, not a system. */
export function signature(i18n: I18n, locale: Locale): Block {
  return {
    signature: {
      closing: i18n._({ id: "signature.closing", message: "Kind regards," }),
      name: company.founder.name,
      role: i18n._({
        id: "signature.role",
        message: "{role}, {company}",
        values: { role: company.founder.role[locale], company: company.name },
      }),
      phone: company.phone,
    },
  };
}

/**
 * The small print every visitor mail ends with: who we are (with the register entry an
 * Austrian company's business letters carry, § 14 UGB), the privacy policy, erasure.
 */
export function visitorFooter(i18n: I18n, config: Config): Block[] {
  return [
    {
      lines: [
        `${company.legalName} · ${company.legal.registerNumber}, ${company.legal.registerCourt}`,
        `${company.address.street}, ${company.address.postalCode} ${company.address.city}`,
        `${company.email} · ${company.phone}`,
      ],
    },
    {
      paragraph: i18n._({
        id: "closing.erasure",
        message: "Would you like us to delete your details? Reply to this email or write to {email}, and we will erase them.",
        values: { email: company.email },
      }),
    },
    { link: { label: i18n._({ id: "closing.privacy", message: "Privacy policy" }), href: privacyUrl(i18n.locale, config.siteUrl) } },
  ];
}
