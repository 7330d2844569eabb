import { validateReferral } from "../../../contract/index.ts";
import { findReferralIdByIdempotencyKey, insertReferralWithOutbox } from "../../db/referrals.ts";
import { renderReferralAcknowledgement, renderReferralNotification } from "../../mail/templates.ts";
import { leadRoute } from "../shared.ts";

/**
 * `POST /api/referrals`: a referral becomes a `referrals` row (status 'new'), a mail to the
 * agency, a confirmation to the referrer and a `referral.created` webhook call per URL.
 * The referred person gets nothing from us.
 */
export const referrals = leadRoute({
  prefix: "ref",
  validate: validateReferral,
  findByIdempotencyKey: findReferralIdByIdempotencyKey,
  mails: (referral, meta, config) => [
    { channel: "mail", kind: "referral_notification", leadId: meta.id, message: renderReferralNotification(referral, meta, config) },
    { channel: "mail", kind: "referral_acknowledgement", leadId: meta.id, message: renderReferralAcknowledgement(referral, meta, config) },
  ],
  event: "referral.created",
  store: insertReferralWithOutbox,
});
