/**
 * What every mail to a visitor shares, whichever lead it is about: the language it is
 * written in, the promise of when we answer, the founder's signature, the small print, and
 * the frame that holds them (acknowledgements, the booking confirmation, the referrer's reward).
 */
import type { I18n } from "@lingui/core";
import { type Locale, toLocale } from "../../contract/locales.ts";
import type { MailAttachment, MailMessage } from "../../contract/mail-message.ts";
import { company } from "../../contract/site/company.ts";
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import type { Config } from "../config.ts";
import { visitorRecipient } from "./greeting.ts";
import { mailI18n } from "./i18n.ts";
import { type Block, renderMail } from "./render.ts";

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

/** Who a visitor mail goes to: the address and name they typed, the language as stored. */
export interface Visitor {
  email: string;
  name: string;
  locale: string;
}

/** What a visitor mail says between its frame's parts, in the language it is written in. */
export interface VisitorMailText {
  subject: string;
  /** The first line: a greeting that echoes nothing a stranger typed (`greeting`, `salutationLine`). */
  opening: string;
  body: Block[];
  /** Headers of our own (`X-Lead-Id`), never a visitor's words. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * A mail to a visitor about their lead: in their language (a lead stored without one, from an
 * API client, gets English), to their address (by name only when the greeting uses it too),
 * answered by the agency, signed by the founder above the small print. `write` says the rest
 * in that language.
 */
export function visitorMail(visitor: Visitor, config: Config, write: (i18n: I18n, locale: Locale) => VisitorMailText): MailMessage {
  const locale = toLocale(visitor.locale);
  const i18n = mailI18n(locale);
  const { subject, opening, body, headers, attachments } = write(i18n, locale);
  const message = renderMail(
    {
      locale,
      to: [visitorRecipient(visitor.email, visitor.name)],
      // Never the sending address: the footer asks for replies, and a person must read them.
      replyTo: { email: company.email, name: company.name },
      subject,
      blocks: [{ paragraph: opening }, ...body, signature(i18n, locale)],
      footer: visitorFooter(i18n, config),
      headers,
    },
    config,
  );
  return attachments ? { ...message, attachments } : message;
}
