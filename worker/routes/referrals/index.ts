/** `/api/referrals`: the referral form's lead route. */
import { validateReferral } from "../../../contract/referral/wire.ts";
import { leadTables } from "../../db/leads/statements/lead-tables.ts";
import { referralColumns } from "../../db/leads/statements/referrals.ts";
import { leadRoute } from "../../leads/pipeline.ts";
import { renderReferralAcknowledgement, renderReferralNotification } from "../../mail/referral-mails.ts";

/**
 * `POST /api/referrals`: a referral becomes a `referrals` row (status 'new'), a mail to the
 * agency, a confirmation to the referrer and a `referral.created` webhook call per URL.
 * The referred person gets nothing from us.
 */
export const referrals = leadRoute({
  ...leadTables.referrals,
  validate: validateReferral,
  columns: referralColumns,
  mails: [
    { kind: "referral_notification", render: renderReferralNotification },
    { kind: "referral_acknowledgement", render: renderReferralAcknowledgement, acknowledgement: true },
  ],
  acknowledge: (value) => value.email,
  event: "referral.created",
});
