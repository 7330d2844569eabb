import { validateReferral } from "../../../contract/index.ts";
import { findReferralIdByIdempotencyKey, insertReferralWithMail } from "../../db/referrals.ts";
import { renderReferralNotification } from "../../mail/templates.ts";
import { leadRoute } from "../shared.ts";

/** `POST /api/referrals`: a referral becomes a `referrals` row (status 'new') and a mail to the agency. */
export const referrals = leadRoute({
  prefix: "ref",
  validate: validateReferral,
  findByIdempotencyKey: findReferralIdByIdempotencyKey,
  notification: (referral, meta, config) => ({
    kind: "referral_notification",
    leadId: meta.id,
    message: renderReferralNotification(referral, meta, config),
  }),
  store: insertReferralWithMail,
});
