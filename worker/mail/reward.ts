/**
 * The referrer's two mails after their recommendation: the company they recommended became a
 * client, and their reward was paid. Neither names that company (the referrer's address was
 * never verified, and whoever reads it must not learn who our clients are); the day of the
 * recommendation tells a referrer of several which one it is.
 */
import type { I18n } from "@lingui/core";
import { intlTags } from "../../contract/intl-tags.ts";
import type { Locale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { formatReward, type RewardChoice, rewardAmount, rewardChoices } from "../../contract/reward.ts";
import { AGENCY_TIME_ZONE, company } from "../../contract/site/company.ts";
import type { Config } from "../config.ts";
import type { RewardReferral } from "../db/staff/statements/reward.ts";
import { greeting } from "./greeting.ts";
import { visitorMail } from "./layout.ts";
import { replyHref } from "./mailto.ts";

/** A calendar day in the mail's language: "3. März 2026". */
function longDay(day: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlTags[locale], { dateStyle: "long", timeZone }).format(new Date(day));
}

/** A reward as the referrer reads it, with what it is worth: "a €250 gift card". */
function rewardName(i18n: I18n, locale: Locale, reward: RewardChoice): string {
  const amount = formatReward(rewardAmount(reward), locale);
  if (reward === "discount")
    return i18n._({ id: "reward.name.discount", message: "a {amount} discount on your next project", values: { amount } });
  return i18n._({ id: "reward.name.giftCard", message: "a {amount} gift card", values: { amount } });
}

/** The referral is won: thanks, the two rewards to choose from, and how to choose (a reply). */
export function renderRewardWon(referral: RewardReferral, config: Config): MailMessage {
  return visitorMail(referral, config, (i18n, locale) => {
    const day = longDay(referral.created_at, locale, AGENCY_TIME_ZONE);
    // The referral's id and day, so staff match a reply to its referral among a referrer's several.
    const subject = i18n._({
      id: "reward.won.replySubjectRef",
      message: "My reward for the recommendation of {day} ({reference})",
      values: { day, reference: referral.id },
    });
    return {
      subject: i18n._({ id: "reward.won.subject", message: "Your recommendation became a project – choose your reward" }),
      opening: greeting(i18n, referral.name),
      body: [
        {
          paragraph: i18n._({
            id: "reward.won.thanks",
            message: "Good news: the company you recommended to us on {day} is now our client. Thank you for putting us in touch.",
            values: { day },
          }),
        },
        { heading: i18n._({ id: "reward.won.chooseHeading", message: "Choose your reward" }) },
        { lines: rewardChoices.map((choice) => rewardName(i18n, locale, choice)) },
        {
          paragraph: i18n._({
            id: "reward.won.howToChoose",
            message: "Just reply to this email with your choice. We will confirm as soon as the reward is paid or booked.",
          }),
        },
        {
          button: { label: i18n._({ id: "reward.won.button", message: "Reply with my choice" }), href: replyHref(company.email, subject) },
        },
      ],
    };
  });
}

/**
 * The reward is paid: which one, what it is worth and on which day, in the subject as in the
 * first line, so the inbox's list already tells the referrer what came. A discount is booked
 * against the next invoice, not paid out, and its mail says so.
 */
export function renderRewardPaid(referral: RewardReferral, config: Config): MailMessage {
  return visitorMail(referral, config, (i18n, locale) => ({
    subject: paidSubject(i18n, locale, referral.reward),
    opening: greeting(i18n, referral.name),
    body: [
      { paragraph: paidParagraph(i18n, locale, referral) },
      {
        paragraph: i18n._({
          id: "reward.paid.thanks",
          message: "Thank you again for your recommendation. Something not as expected? Just reply to this email.",
        }),
      },
    ],
  }));
}

/**
 * The paid mail's subject. Without a recorded choice it cannot say which reward went out, so
 * it says no more than staff recorded: that the reward was settled.
 */
function paidSubject(i18n: I18n, locale: Locale, reward: RewardChoice | null): string {
  if (reward === null) return i18n._({ id: "reward.paid.subjectAny", message: "Your reward has been paid out or booked" });
  const values = { reward: rewardName(i18n, locale, reward) };
  if (reward === "discount") return i18n._({ id: "reward.paid.subjectDiscount", message: "We have booked {reward} for you", values });
  return i18n._({ id: "reward.paid.subjectGiftCard", message: "We have sent you {reward}", values });
}

/** What was paid, worth what, on which day. */
function paidParagraph(i18n: I18n, locale: Locale, referral: RewardReferral): string {
  const day = referral.reward_paid_on ? longDay(referral.reward_paid_on, locale, "UTC") : "";
  if (referral.reward === null)
    return i18n._({ id: "reward.paid.any", message: "On {day} we paid out or booked the reward you chose.", values: { day } });
  const values = { reward: rewardName(i18n, locale, referral.reward), day };
  if (referral.reward === "discount")
    return i18n._({
      id: "reward.paid.discount",
      message: "On {day} we booked {reward} for you: it is deducted from the invoice of your next project with us.",
      values,
    });
  return i18n._({ id: "reward.paid.other", message: "On {day} we sent you {reward}.", values });
}
