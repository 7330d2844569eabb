/**
 * The two mails a referral sends: the agency's notification (every answer, writing to the
 * person recommended as the main action, replies go to the referrer) and the referrer's
 * acknowledgement (what happens next, the reward). The person recommended gets nothing.
 */
import type { I18n } from "@lingui/core";
import { toLocale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import type { Referral } from "../../contract/referral/wire.ts";
import { rewardAmounts } from "../../contract/reward.ts";
import type { Config } from "../config.ts";
import type { LeadMeta } from "../db/leads/statements/lead-row.ts";
import { greeting } from "./greeting.ts";
import { mailI18n } from "./i18n.ts";
import { visitorMail } from "./layout.ts";
import { replyHref } from "./mailto.ts";
import type { Block } from "./render.ts";
import { type LeadMailNotes, renderStaffNotification, staffActions } from "./staff-notice.ts";

/** The referrer's acknowledgement's subject, in `i18n`'s language: also what the notification's reply answers. */
function referralAckSubject(i18n: I18n): string {
  return i18n._({ id: "referral.ack.subject", message: "Thank you for your recommendation" });
}

/**
 * The subject of staff's answer to the referrer, in their language: "Re:" their confirmation
 * only when it was sent, never when the day's cap on their mailbox left it out.
 */
function referrerReplySubject(i18n: I18n, notes: LeadMailNotes): string {
  if (!notes.acknowledgementSkipped) return `Re: ${referralAckSubject(i18n)}`;
  return i18n._({ id: "referral.replySubject", message: "Your recommendation" });
}

/** The subject of a first mail to the person recommended, in `i18n`'s language. */
function referredSubject(i18n: I18n, referral: Referral): string {
  return i18n._({ id: "notification.writeReferredSubject", message: "{referrer} recommended us", values: { referrer: referral.name } });
}

/**
 * The referral's next step: a mail to the person recommended, which the contract allows
 * only with the referrer's confirmation that this person agreed to hear from us. The
 * notification's button, for staff's own mail client; the system itself never writes to
 * that address.
 */
function referredContact(i18n: I18n, visitor: I18n, referral: Referral): Block[] {
  return [
    {
      button: {
        label: i18n._({ id: "notification.writeReferred", message: "Write to {name}", values: { name: referral.referralName } }),
        // In the referrer's language, our best guess at the referred person's.
        href: replyHref(referral.referralEmail, referredSubject(visitor, referral)),
      },
    },
  ];
}

/** The agency's mail about a referral, in the agency's language; replies go to the referrer. */
export function renderReferralNotification(referral: Referral, meta: LeadMeta, config: Config, notes: LeadMailNotes = {}): MailMessage {
  const locale = config.agencyLocale;
  const i18n = mailI18n(locale);
  // What goes to the referrer or the person they recommended speaks the referrer's language.
  const visitor = mailI18n(toLocale(meta.locale));
  const subject = i18n._({
    id: "referral.notification.subject",
    message: "New referral: {referrer} recommends {company} ({id})",
    values: { referrer: referral.name, company: referral.referralCompany, id: meta.id },
  });
  return renderStaffNotification(i18n, config, {
    kind: "referrals",
    lead: referral,
    meta,
    subject,
    intro: i18n._({
      id: "referral.notification.intro",
      message:
        "A new referral from {name} has come in. Answer with the buttons and links here: a plain reply would also send this email’s internal details.",
      values: { name: referral.name },
    }),
    // The lead is the person recommended: writing to them is the main action.
    actions: [...referredContact(i18n, visitor, referral), ...staffActions(i18n, referral, referrerReplySubject(visitor, notes), false)],
    notes,
  });
}

/**
 * The referrer's confirmation: it arrived, what happens next, the reward terms. Of what
 * was typed it repeats only the referrer's own name: never the referred person or company,
 * which a stranger could fill with any text to send from our domain. The referred person
 * never gets a mail from us: an unsolicited recommendation mail is unlawful advertising in
 * Germany and Austria.
 */
export function renderReferralAcknowledgement(referral: Referral, meta: LeadMeta, config: Config): MailMessage {
  const visitor = { email: referral.email, name: referral.name, locale: meta.locale };
  return visitorMail(visitor, config, (i18n, locale) => ({
    subject: referralAckSubject(i18n),
    opening: greeting(i18n, referral.name),
    body: [
      {
        paragraph: i18n._({
          id: "referral.ack.received",
          message: "Thank you for your recommendation – and for your trust in us.",
        }),
      },
      { heading: i18n._({ id: "referral.ack.nextHeading", message: "What happens next" }) },
      {
        paragraph: i18n._({
          id: "referral.ack.nextSteps",
          message:
            "Someone from our team will contact the person you recommended personally. Thank you for checking beforehand that they are happy to hear from us; we will keep you posted on how it goes.",
        }),
      },
      { heading: i18n._({ id: "referral.ack.rewardHeading", message: "Your reward" }) },
      {
        paragraph: i18n._({
          id: "referral.ack.rewardTerms",
          message:
            "Once the company you recommended signs a contract with us, you can choose between a {discount} discount on your next project and a {giftCard} gift card.",
          values: rewardAmounts(locale),
        }),
      },
      {
        paragraph: i18n._({
          id: "referral.ack.contact",
          message: "Questions about the reward or anything else? Just reply to this email.",
        }),
      },
    ],
  }));
}
