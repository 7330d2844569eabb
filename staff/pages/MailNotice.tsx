/** The notice, before a save, that it mails the referrer. */
import { useLingui } from "@lingui/react/macro";
import type { ReferralMailStep } from "../../contract/lead/lifecycles.ts";
import type { LeadAnswer } from "../../contract/staff/api.ts";

/**
 * Says before the save that it mails the referrer, and whom: a mail sent is not taken back
 * with an undo, so nobody should learn of it only afterwards.
 */
export function MailNotice({ answer, mails, id }: { answer: LeadAnswer; mails: ReferralMailStep[]; id: string }) {
  const { t } = useLingui();
  if (mails.length === 0) return null;
  const whom = String(answer.lead.name ?? "") || String(answer.lead.email ?? "");
  const text =
    mails.length === 2
      ? t`Saving sends ${whom} two e-mails: your referral was won, please choose your reward; then your reward has been paid.`
      : mails[0] === "won"
        ? t`Saving sends ${whom} an e-mail: your referral was won, please choose your reward.`
        : t`Saving sends ${whom} an e-mail: your reward has been paid, with the reward and the day.`;
  return (
    <p className="mail-notice" id={id}>
      {text}
    </p>
  );
}
