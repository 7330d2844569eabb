import type { Locale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { company } from "../../contract/site/company.ts";
import type { Config } from "../config.ts";
import { mailI18n } from "./i18n.ts";
import { signature, visitorFooter } from "./layout.ts";
import { renderMail } from "./render.ts";

interface ConfirmationLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
  /** Where a mail client's "unsubscribe by mail" goes (staff act on it by hand). */
  unsubscribeMailbox: string;
}

/**
 * RFC 2369 / RFC 8058 one-click unsubscribe: mail clients show their own "Unsubscribe"
 * button and POST `List-Unsubscribe=One-Click` to the https URL, which works without a
 * visit to any page. Every newsletter mail carries these.
 */
function listUnsubscribeHeaders(unsubscribeUrl: string, mailbox: string): Record<string, string> {
  const mailto = mailbox ? `, <mailto:${mailbox}?subject=unsubscribe>` : "";
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>${mailto}`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The double opt-in mail, in the subscriber's language. Links are absolute (built from
 * SITE_URL) and carry the only plain copy of the one-time tokens.
 */
export function renderNewsletterConfirmation(email: string, locale: Locale, links: ConfirmationLinks, config: Config): MailMessage {
  const i18n = mailI18n(locale);
  const mail = renderMail(
    {
      locale,
      to: [{ email }],
      // The footer asks for a reply to have the details erased: it reaches the agency's
      // mailbox, not the sending address.
      replyTo: { email: company.email, name: company.name },
      subject: i18n._({ id: "newsletter.confirm.subject", message: "Please confirm your newsletter subscription" }),
      blocks: [
        {
          paragraph: i18n._({
            id: "newsletter.confirm.intro",
            message:
              "Thank you for subscribing to our newsletter. One click confirms that this address is yours and that you would like to receive it.",
          }),
        },
        { button: { label: i18n._({ id: "newsletter.confirm.action", message: "Confirm subscription" }), href: links.confirmUrl } },
        {
          paragraph: i18n._({
            id: "newsletter.confirm.ignore",
            message: "If you did not sign up, simply ignore this email: without your confirmation, we will not send you anything.",
          }),
        },
        signature(i18n, locale),
      ],
      // The way out is in the footer, where every newsletter mail has it: in the body, before
      // the reader has even confirmed, it read as the mail's second offer. Before a
      // confirmation there is nothing to unsubscribe from: it is the stranger's way to have
      // this address left alone, and says so.
      footer: [
        {
          link: {
            label: i18n._({ id: "newsletter.confirm.unsubscribeAction", message: "Block all future emails to this address" }),
            href: links.unsubscribeUrl,
          },
        },
        ...visitorFooter(i18n, config),
      ],
    },
    config,
  );
  return { ...mail, headers: listUnsubscribeHeaders(links.unsubscribeUrl, links.unsubscribeMailbox) };
}
