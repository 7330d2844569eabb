/**
 * What shows after a stored referral, behind the lazy boundary: the confirmation.
 */
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type RefObject, useRef } from "react";
import { useLateStyles } from "../lib/runtime/late-styles.ts";
import { successStyles } from "./referral-form.success.styles.ts";

/** What happens next, shown and announced after a referral went out. */
export const successMessage = msg`Your referral has been sent. We will contact the company you recommended personally, and if they become a client, we will be in touch about your reward.`;

/**
 * The confirmation after a referral went out: what happens next for the person who
 * recommended, and when their reward is due (the amounts only where the form states the
 * reward, so a page that states it beside the form does not repeat it). Booking a call for
 * a project of their own is offered, as a secondary link, not as the next step.
 */
export function SuccessView({
  url,
  Heading,
  headingRef,
  reward,
}: {
  url: string;
  Heading: "h2" | "h3";
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The reward's amounts, written for the form's language; null when the page states them. */
  reward: { discount: string; giftCard: string } | null;
}) {
  const { t, i18n } = useLingui();
  const { discount, giftCard } = reward ?? { discount: "", giftCard: "" };
  const box = useRef<HTMLDivElement>(null);
  // Behind the form's lazy boundary, with its styles: they are no part of the element's first use.
  const styleElement = useLateStyles(box, successStyles);
  return (
    <div ref={box} className="success" part="success">
      {styleElement ? <style>{successStyles}</style> : null}
      <span className="check" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <Heading ref={headingRef} className="title" part="title" tabIndex={-1}>
        {t`Thank you!`}
      </Heading>
      <p className="success-text" part="success-text">
        {i18n._(successMessage)}
      </p>
      <p className="success-reward" part="success-reward">
        {reward
          ? t`Your reward is due once they sign a contract: a ${discount} discount on your next project or a ${giftCard} gift card, whichever you prefer.`
          : t`Your reward is due once they sign a contract.`}
      </p>
      <p className="success-more" part="success-more">
        {t`Planning a project of your own?`}{" "}
        <a className="link" part="schedule-button" href={url} target="_blank" rel="noopener">
          {t`Book a call`}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      </p>
    </div>
  );
}
